import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FrontDeskBooking } from "@shared/admin-api";
import type { BookingResponse } from "@shared/api";
import { requestJson } from "@/lib/api-client";
import { OCCUPIED_SLOTS_PATH } from "@/lib/slot-day";
import { CLIENTS_PATH } from "./get-clients";
import { APPOINTMENTS_PATH } from "./get-appointments";

export function bookAtFrontDesk(body: FrontDeskBooking): Promise<BookingResponse> {
  return requestJson<BookingResponse>("POST", APPOINTMENTS_PATH, { body });
}

/** A booking changes the day's grid, the appointments page and possibly the client list. */
export function useBookAtFrontDesk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAtFrontDesk,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [APPOINTMENTS_PATH] }),
        queryClient.invalidateQueries({ queryKey: [OCCUPIED_SLOTS_PATH] }),
        queryClient.invalidateQueries({ queryKey: [CLIENTS_PATH] }),
      ]);
    },
  });
}
