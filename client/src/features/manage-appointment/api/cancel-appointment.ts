import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ManagedAppointment } from "@shared/manage-api";
import type { Locale } from "@shared/schema";
import { requestJson } from "@/lib/api-client";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { manageQueryKey } from "./get-managed-appointment";
import { apiPath } from "@shared/api/paths";

/** The page's language goes as Accept-Language so a refusal (past the cut-off) reads in it. */
export function cancelAppointment(token: string, language: Locale): Promise<ManagedAppointment> {
  return requestJson<ManagedAppointment>("POST", apiPath("POST /api/manage/:token/cancel", { token }), { headers: { "Accept-Language": language } });
}

/**
 * The answer is the cancelled appointment, shown at once. A refusal refreshes the page's appointment: the
 * cut-off may have passed (the page then offers the phone) or the link expired (the page says so).
 */
export function useCancelAppointment(token: string) {
  const queryClient = useQueryClient();
  const language = usePageLanguage();
  return useMutation({
    mutationFn: () => cancelAppointment(token, language),
    onSuccess: (cancelled) => {
      queryClient.removeQueries({ queryKey: [...manageQueryKey(token), "times"] });
      queryClient.setQueryData(manageQueryKey(token), cancelled);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: manageQueryKey(token) }),
  });
}
