import { useMutation } from "@tanstack/react-query";
import type { UnsubscribeResult } from "@shared/campaigns-api";
import { isRefusal, requestJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

/** The campaign email's one-click unsubscribe: no sign-in, and idempotent, so a second click answers the same. */
export function unsubscribe(token: string): Promise<UnsubscribeResult> {
  return requestJson<UnsubscribeResult>("POST", apiPath("POST /api/unsubscribe/:token", { token }));
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}

/** A token never issued (404): any other failure may pass on retry. */
export function isInvalidLink(error: unknown): boolean {
  return isRefusal(error, 404);
}
