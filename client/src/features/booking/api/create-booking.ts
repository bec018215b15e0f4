import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingRequest, BookingResponse } from "@shared/api";
import { apiRequest } from "@/lib/query-client";
import { OCCUPIED_SLOTS_PATH } from "./get-occupied-slots";
import { STAFF_AVAILABILITY_PATH } from "./get-staff-availability";

export interface CreateBookingInput {
  request: BookingRequest;
  /** Same key for a retry of the same form, so the server books it once. */
  idempotencyKey: string;
}

export async function createBooking({ request, idempotencyKey }: CreateBookingInput): Promise<BookingResponse> {
  const response = await apiRequest("POST", "/api/appointments/public", request, { "Idempotency-Key": idempotencyKey });
  return (await response.json()) as BookingResponse;
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [OCCUPIED_SLOTS_PATH] });
      void queryClient.invalidateQueries({ queryKey: [STAFF_AVAILABILITY_PATH] });
    },
  });
}
