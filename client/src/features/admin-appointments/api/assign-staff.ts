import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicStaff } from "@shared/api";
import { apiPath } from "@shared/api/paths";
import { apiRequest } from "@/lib/api-client";
import { ADMIN_APPOINTMENTS_PATH, type AppointmentPage } from "@/lib/admin-appointments";

export interface AssignStaffInput {
  appointmentId: number;
  staff: Pick<PublicStaff, "id" | "nameEn" | "nameEs">;
}

export async function assignStaff({ appointmentId, staff }: AssignStaffInput): Promise<void> {
  await apiRequest("PUT", apiPath("PUT /api/admin/appointments/:id/assign-staff", { id: appointmentId }), { body: { staffId: staff.id } });
}

/**
 * Shows the choice at once on every page that lists the appointment; when the server refuses it (it re-checks
 * the picker's rules) those pages go back to what they were and are refetched, since the refusal usually
 * means the day changed under the admin.
 */
export function useAssignStaff() {
  const queryClient = useQueryClient();
  const queryKey = [ADMIN_APPOINTMENTS_PATH];
  return useMutation({
    mutationFn: assignStaff,
    onMutate: async ({ appointmentId, staff }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueriesData<AppointmentPage>({ queryKey });
      queryClient.setQueriesData<AppointmentPage>({ queryKey }, (page) =>
        page && {
          ...page,
          rows: page.rows.map((appointment) =>
            appointment.id === appointmentId
              ? { ...appointment, staffId: staff.id, staff: { id: staff.id, nameEn: staff.nameEn, nameEs: staff.nameEs } }
              : appointment,
          ),
        },
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, page] of context?.previous ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
