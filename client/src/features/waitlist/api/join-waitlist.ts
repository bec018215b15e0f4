import { useMutation } from "@tanstack/react-query";
import type { WaitlistJoinRequest, WaitlistJoinResponse } from "@shared/waitlist-api";
import { apiPath } from "@shared/api/paths";
import { requestJson } from "@/lib/api-client";

/** Joins the waitlist of the chosen dates; the api client sends the page's language, so a refusal reads in it. */
export function joinWaitlist(body: WaitlistJoinRequest): Promise<WaitlistJoinResponse> {
  return requestJson<WaitlistJoinResponse>("POST", apiPath("POST /api/waitlist"), { body });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
