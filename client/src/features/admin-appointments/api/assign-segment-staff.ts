import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicStaff } from "@shared/api";
import { apiPath } from "@shared/api/paths";
import { apiRequest } from "@/lib/api-client";
import { ADMIN_APPOINTMENTS_PATH, type AppointmentPage } from "@/lib/admin-appointments";

export interface AssignSegmentStaffInput {
  appointmentId: number;
  /** The part's id within its visit (1, 2, …). */
  segmentId: number;
  staff: Pick<PublicStaff, "id" | "nameEn" | "nameEs">;
}

export async function assignSegmentStaff({ appointmentId, segmentId, staff }: AssignSegmentStaffInput): Promise<void> {
  await apiRequest("PUT", apiPath("PUT /api/admin/appointments/:id/segments/:segmentId/assign-staff", { id: appointmentId, segmentId }), {
    body: { staffId: staff.id },
  });
}

/**
 * One part of a visit of several parts to one manicurist. As the whole-visit assignment, the choice shows at
 * once (the first part's manicurist is the appointment's own) and goes back when the server refuses it.
 */
export function useAssignSegmentStaff() {
  const queryClient = useQueryClient();
  const queryKey = [ADMIN_APPOINTMENTS_PATH];
  return useMutation({
    mutationFn: assignSegmentStaff,
    onMutate: async ({ appointmentId, segmentId, staff }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueriesData<AppointmentPage>({ queryKey });
      const member = { id: staff.id, nameEn: staff.nameEn, nameEs: staff.nameEs };
      queryClient.setQueriesData<AppointmentPage>({ queryKey }, (page) =>
        page && {
          ...page,
          rows: page.rows.map((appointment) =>
            appointment.id === appointmentId
              ? {
                  ...appointment,
                  segments: appointment.segments.map((segment) => (segment.id === segmentId ? { ...segment, staffId: staff.id } : segment)),
                  ...(segmentId === 1 ? { staffId: staff.id, staff: member } : {}),
                }
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
