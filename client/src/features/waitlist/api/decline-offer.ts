import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WaitlistDeclineResponse } from "@shared/waitlist-api";
import { apiPath } from "@shared/api/paths";
import { requestJson } from "@/lib/api-client";
import { offerQueryKey } from "./get-offer";

/** "No thanks": the time goes to the next person at once; the answer names the dates the customer still waits on. */
export function declineOffer(token: string): Promise<WaitlistDeclineResponse> {
  return requestJson<WaitlistDeclineResponse>("POST", apiPath("POST /api/waitlist/offers/:token/decline", { token }));
}

/**
 * A refusal (the offer expired or was answered meanwhile) changes what the offer is: the page reads it again.
 * A success keeps the page on its answer, which says which dates the customer still waits on.
 */
export function useDeclineOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => declineOffer(token),
    onError: () => queryClient.invalidateQueries({ queryKey: offerQueryKey(token) }),
  });
}
