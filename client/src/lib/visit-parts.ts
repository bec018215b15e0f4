import type { AdminAppointment } from "@shared/admin-api";
import type { OccupiedSlot } from "@shared/api";
import { type AssignedBooking, intersectStaff } from "@shared/booking-rules";
import { toMinutes } from "@shared/time";
import type { VisitSegment } from "@shared/visit-api";
import type { VisitPlan } from "@shared/visit-plan";
import { assignedParts } from "@shared/visit-slots";

/**
 * The back office's view of visits of several parts for the slot rules (shared/visit-slots.ts): a new
 * selection planned as the server plans it, a booked visit's parts as a plan, and who holds what part by
 * part, so a grid offers what the server's check under the date's lock accepts.
 */

type Visit = Pick<AdminAppointment, "appointmentTime" | "totalDuration"> & { segments: readonly VisitSegment[] };

/** A visit's parts as minutes after its start, from the API's "HH:MM" parts. */
function partOffsets(visit: Visit) {
  const start = toMinutes(visit.appointmentTime);
  return visit.segments.map((segment) => ({
    startOffsetMinutes: toMinutes(segment.start) - start,
    durationMinutes: toMinutes(segment.end) - toMinutes(segment.start),
    staffId: segment.staffId,
  }));
}

/** What each manicurist holds on a day's listed appointments: each part of a visit of several parts is its own manicurist's. */
export function heldByStaff(rows: readonly AdminAppointment[]): AssignedBooking[] {
  return assignedParts(rows.map((row) => ({ ...row, segments: partOffsets(row) })));
}

/** A booked visit's parts as a plan, with who does each part's services (`qualifiedByService`). */
export function bookedPlan(visit: Visit, qualifiedByService: Record<string, number[]>): VisitPlan {
  const parts = partOffsets(visit);
  return {
    segments: visit.segments.map((segment, index) => ({
      position: segment.id,
      serviceIds: segment.serviceIds,
      startOffset: parts[index].startOffsetMinutes,
      durationMinutes: parts[index].durationMinutes,
      qualifiedStaffIds: intersectStaff(segment.serviceIds.map((serviceId) => qualifiedByService[serviceId] ?? [])),
    })),
    together: parts.some((part) => parts.some((other) => other !== part && other.startOffsetMinutes === part.startOffsetMinutes)),
    durationMinutes: visit.totalDuration,
  };
}

/** A date's held slots without a visit's own (one slot per part, as the date's answer holds them). */
export function withoutOwnParts(occupied: readonly OccupiedSlot[], visit: Pick<Visit, "segments">): OccupiedSlot[] {
  const remaining = [...occupied];
  for (const segment of visit.segments) {
    const index = remaining.findIndex((slot) => slot.appointmentTime === segment.start);
    if (index >= 0) remaining.splice(index, 1);
  }
  return remaining;
}
