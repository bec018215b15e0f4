import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PersonalLinkStatus } from "@shared/my-day-api";
import type { Locale } from "@shared/schema";
import { apiPath } from "@shared/api/paths";
import { requestJson } from "@/lib/api-client";
import { personalLinkKey } from "./get-personal-link";

/** Issues (or re-issues, ending the old one) the member's link and emails it in `locale`. */
export function useSendPersonalLink(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: Locale) => requestJson<PersonalLinkStatus>("POST", apiPath("POST /api/admin/staff/:id/personal-link", { id }), { body: { locale } }),
    onSuccess: (status) => queryClient.setQueryData(personalLinkKey(id), status),
  });
}
