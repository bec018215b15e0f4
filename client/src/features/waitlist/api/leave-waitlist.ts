import { useMutation } from "@tanstack/react-query";
import type { WaitlistLeaveResponse } from "@shared/waitlist-api";
import { apiPath } from "@shared/api/paths";
import { isRefusal, requestJson } from "@/lib/api-client";

/** Ends every waiting entry of the join the link came with; asking again is harmless. */
export function leaveWaitlist(token: string): Promise<WaitlistLeaveResponse> {
  return requestJson<WaitlistLeaveResponse>("POST", apiPath("POST /api/waitlist/leave/:token", { token }));
}

export function useLeaveWaitlist(token: string) {
  return useMutation({ mutationFn: () => leaveWaitlist(token) });
}

/** A token never issued (404), or a join whose dates have all passed (410). */
export function isInvalidLeaveLink(error: unknown): boolean {
  return isRefusal(error, 404, 410);
}
