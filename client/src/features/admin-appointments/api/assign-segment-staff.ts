import type { PublicStaff } from "@shared/api";
import { apiPath } from "@shared/api/paths";
import { apiRequest } from "@/lib/api-client";
import { useListedAssignment } from "./assign-staff";

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

/** One part of a visit of several parts to one manicurist, shown at once (the first part's manicurist is the appointment's own). */
export function useAssignSegmentStaff() {
  return useListedAssignment(assignSegmentStaff, (appointment, { segmentId, staff }) => ({
    ...appointment,
    segments: appointment.segments.map((segment) => (segment.id === segmentId ? { ...segment, staffId: staff.id } : segment)),
    ...(segmentId === 1 ? { staffId: staff.id, staff: { id: staff.id, nameEn: staff.nameEn, nameEs: staff.nameEs } } : {}),
  }));
}
