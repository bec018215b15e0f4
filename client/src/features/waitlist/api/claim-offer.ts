import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicBookingResponse } from "@shared/api";
import type { AwaitingPaymentBooking } from "@shared/payments-api";
import { apiPath } from "@shared/api/paths";
import { isRefusal, requestJson } from "@/lib/api-client";
import { offerQueryKey } from "./get-offer";

/** Books the offered time through the normal booking path: the booking, or its slot held while the customer pays a deposit. */
export function claimOffer(token: string): Promise<PublicBookingResponse | AwaitingPaymentBooking> {
  return requestJson<PublicBookingResponse | AwaitingPaymentBooking>("POST", apiPath("POST /api/waitlist/offers/:token/claim", { token }), { body: {} });
}

/** Someone else booked the time first: the customer stays on the list. */
export function isTaken(error: unknown): boolean {
  return isRefusal(error, 409);
}

/** The offer expired (or was answered) before the claim. */
export function isExpired(error: unknown): boolean {
  return isRefusal(error, 410);
}

/** A refusal changes what the offer is: the page reads it again to word its new state. */
export function useClaimOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimOffer(token),
    onError: () => queryClient.invalidateQueries({ queryKey: offerQueryKey(token) }),
  });
}
