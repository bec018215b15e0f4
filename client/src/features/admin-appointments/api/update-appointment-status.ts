import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ADMIN_SETTABLE_STATUSES, StatusUpdate } from "@shared/admin-api";
import { apiPath } from "@shared/api/paths";
import { apiRequest } from "@/lib/api-client";
import { ADMIN_APPOINTMENTS_PATH } from "@/lib/admin-appointments";
import { OCCUPIED_SLOTS_PATH } from "@/lib/slot-day";

export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];

export async function updateAppointmentStatus({ id, ...update }: StatusUpdate & { id: number }): Promise<void> {
  await apiRequest("PUT", apiPath("PUT /api/admin/appointments/:id/status", { id }), { body: update });
}

export function useUpdateAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointmentStatus,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_APPOINTMENTS_PATH] }),
        // A cancellation gives its time back to the booking page.
        queryClient.invalidateQueries({ queryKey: [OCCUPIED_SLOTS_PATH] }),
      ]);
    },
  });
}
