import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AppointmentMove } from "@shared/admin-api";
import { apiPath } from "@shared/api/paths";
import { apiRequest } from "@/lib/api-client";
import { OCCUPIED_SLOTS_PATH } from "@/lib/slot-day";
import { ADMIN_APPOINTMENTS_PATH } from "@/lib/admin-appointments";

export async function moveAppointment({ id, ...move }: AppointmentMove & { id: number }): Promise<void> {
  await apiRequest("PATCH", apiPath("PATCH /api/admin/appointments/:id", { id }), { body: move });
}

export function useMoveAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveAppointment,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_APPOINTMENTS_PATH] }),
        queryClient.invalidateQueries({ queryKey: [OCCUPIED_SLOTS_PATH] }),
      ]);
    },
  });
}
