import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingRequest, PublicBookingResponse } from "@shared/api";
import type { AwaitingPaymentBooking } from "@shared/payments-api";
import { isRefusal, requestJson } from "@/lib/api-client";
import { OCCUPIED_SLOTS_PATH } from "./get-occupied-slots";
import { STAFF_AVAILABILITY_PATH } from "./get-staff-availability";
import { apiPath } from "@shared/api/paths";

export interface CreateBookingInput {
  request: BookingRequest;
  /** Same key for a retry of the same form, so the server books it once. */
  idempotencyKey: string;
}

/** The booking made, or, when the salon asks a deposit or a card, its slot held while the customer pays at checkout. */
export async function createBooking({ request, idempotencyKey }: CreateBookingInput): Promise<PublicBookingResponse | AwaitingPaymentBooking> {
  return requestJson<PublicBookingResponse | AwaitingPaymentBooking>("POST", apiPath("POST /api/appointments/public"), { body: request, headers: { "Idempotency-Key": idempotencyKey } });
}

/** The server's answer when the chosen time was taken (or stopped fitting) since the grid was drawn. */
export function isSlotTaken(error: unknown): boolean {
  return isRefusal(error, 409);
}

/** A booking, or a refusal because the time was taken, changes the slot grids: they are asked for again. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  const refreshSlots = () => {
    void queryClient.invalidateQueries({ queryKey: [OCCUPIED_SLOTS_PATH] });
    void queryClient.invalidateQueries({ queryKey: [STAFF_AVAILABILITY_PATH] });
  };
  return useMutation({
    mutationFn: createBooking,
    onSuccess: refreshSlots,
    onError: (error) => {
      if (isSlotTaken(error)) refreshSlots();
    },
  });
}
