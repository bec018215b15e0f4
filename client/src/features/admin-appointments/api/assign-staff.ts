import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminAppointment } from "@shared/admin-api";
import type { PublicStaff } from "@shared/api";
import { apiRequest } from "@/lib/api-client";
import { ADMIN_APPOINTMENTS_PATH } from "./get-admin-appointments";

export interface AssignStaffInput {
  appointmentId: number;
  staff: Pick<PublicStaff, "id" | "nameEn" | "nameEs">;
}

export async function assignStaff({ appointmentId, staff }: AssignStaffInput): Promise<void> {
  await apiRequest("PUT", `${ADMIN_APPOINTMENTS_PATH}/${appointmentId}/assign-staff`, { body: { staffId: staff.id } });
}

/**
 * Shows the choice at once; when the server refuses it (it re-checks the picker's rules) the list goes back
 * to what it was and is refetched, since the refusal usually means the day changed under the admin.
 */
export function useAssignStaff() {
  const queryClient = useQueryClient();
  const queryKey = [ADMIN_APPOINTMENTS_PATH];
  return useMutation({
    mutationFn: assignStaff,
    onMutate: async ({ appointmentId, staff }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<AdminAppointment[]>(queryKey);
      queryClient.setQueryData<AdminAppointment[]>(queryKey, (list) =>
        list?.map((appointment) =>
          appointment.id === appointmentId
            ? { ...appointment, staffId: staff.id, staff: { id: staff.id, nameEn: staff.nameEn, nameEs: staff.nameEs } }
            : appointment,
        ),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
