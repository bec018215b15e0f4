import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingResponse } from "@shared/api";
import type { AdminWaitlistBookRequest } from "@shared/waitlist-api";
import { apiPath } from "@shared/api/paths";
import { requestJson } from "@/lib/api-client";
import { OCCUPIED_SLOTS_PATH } from "@/lib/slot-day";
import { DAY_WAITLIST_PATH } from "./get-day-waitlist";

/** Books a waiting entry at the front desk into a time of its date; the entry is then marked booked. */
export function bookWaitlistEntry({ id, ...body }: AdminWaitlistBookRequest & { id: number }): Promise<BookingResponse> {
  return requestJson<BookingResponse>("POST", apiPath("POST /api/admin/waitlist/:id/book", { id }), { body });
}

/** A booking changes the day's list and its free times. */
export function useBookWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookWaitlistEntry,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [DAY_WAITLIST_PATH] }),
        queryClient.invalidateQueries({ queryKey: [OCCUPIED_SLOTS_PATH] }),
      ]);
    },
  });
}
