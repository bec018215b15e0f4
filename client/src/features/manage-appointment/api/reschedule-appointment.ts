import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ManagedAppointment, RescheduleRequest } from "@shared/manage-api";
import type { Locale } from "@shared/schema";
import { requestJson } from "@/lib/api-client";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { manageQueryKey } from "./get-managed-appointment";
import { apiPath } from "@shared/api/paths";

/** The page's language goes as Accept-Language so a refusal (the time just taken, the cut-off passed) reads in it. */
export function rescheduleAppointment(token: string, request: RescheduleRequest, language: Locale): Promise<ManagedAppointment> {
  return requestJson<ManagedAppointment>("POST", apiPath("POST /api/manage/:token/reschedule", { token }), {
    body: request,
    headers: { "Accept-Language": language },
  });
}

/**
 * The answer is the moved appointment, shown at once; the times known before the move are dropped. A
 * refusal refreshes the appointment and its times: the time may have been taken, or the cut-off passed.
 */
export function useRescheduleAppointment(token: string) {
  const queryClient = useQueryClient();
  const language = usePageLanguage();
  return useMutation({
    mutationFn: (request: RescheduleRequest) => rescheduleAppointment(token, request, language),
    onSuccess: (moved) => {
      queryClient.removeQueries({ queryKey: [...manageQueryKey(token), "times"] });
      queryClient.setQueryData(manageQueryKey(token), moved);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: manageQueryKey(token) }),
  });
}
