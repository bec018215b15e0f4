import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminAppointment } from "@shared/admin-api";
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
 * An assignment shown at once on every page that lists the appointment (`patch` gives the row as it will
 * be); when the server refuses it (it re-checks the picker's rules) those pages go back to what they were
 * and are refetched, since the refusal usually means the day changed under the admin.
 */
export function useListedAssignment<Input extends { appointmentId: number }>(
  mutationFn: (input: Input) => Promise<void>,
  patch: (appointment: AdminAppointment, input: Input) => AdminAppointment,
) {
  const queryClient = useQueryClient();
  const queryKey = [ADMIN_APPOINTMENTS_PATH];
  return useMutation({
    mutationFn,
    onMutate: async (input: Input) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueriesData<AppointmentPage>({ queryKey });
      queryClient.setQueriesData<AppointmentPage>({ queryKey }, (page) =>
        page && { ...page, rows: page.rows.map((appointment) => (appointment.id === input.appointmentId ? patch(appointment, input) : appointment)) },
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, page] of context?.previous ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export function useAssignStaff() {
  return useListedAssignment(assignStaff, (appointment, { staff }) => ({
    ...appointment,
    staffId: staff.id,
    staff: { id: staff.id, nameEn: staff.nameEn, nameEs: staff.nameEs },
  }));
}
