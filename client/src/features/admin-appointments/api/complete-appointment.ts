import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPath } from "@shared/api/paths";
import { apiRequest } from "@/lib/api-client";
import { OCCUPIED_SLOTS_PATH } from "@/lib/slot-day";
import { ADMIN_APPOINTMENTS_PATH } from "@/lib/admin-appointments";

/**
 * The booking page's occupied-slot queries are keyed [this path, date]; invalidating the prefix after a
 * change that frees time makes any open booking grid refetch, so the freed time can be booked at once.
 */

/** "Complete Now": the job ends at this moment and the rest of its slot is freed at once. */
export async function completeAppointment(id: number): Promise<void> {
  await apiRequest("PUT", apiPath("PUT /api/admin/appointments/:id/complete-now", { id }));
}

export function useCompleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeAppointment,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_APPOINTMENTS_PATH] }),
        queryClient.invalidateQueries({ queryKey: [OCCUPIED_SLOTS_PATH] }),
      ]);
    },
  });
}
