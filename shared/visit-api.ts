/**
 * The parts of a visit as the API answers them: a booking's answer and the admin's appointment list carry
 * `segments`, one per manicurist's part (a one-manicurist visit has one, the whole visit). Times are the
 * salon's "HH:MM" on the visit's date; `id` is the part's number within its visit (1, 2, …).
 */
import { z } from "zod";
import { removalPartIndex, type VisitPlan } from "./visit-plan";
import { fromMinutes, toMinutes } from "./time";

export const visitSegmentSchema = z.object({
  id: z.number().int(),
  serviceIds: z.array(z.string()),
  start: z.string(),
  end: z.string(),
  staffId: z.number().int().nullable(),
});
export type VisitSegment = z.output<typeof visitSegmentSchema>;

/** A visit as the planner plans it (shared/visit-plan.ts): its parts, minutes after its start, and who may do each. */
export const visitPlanSchema = z.object({
  segments: z.array(
    z.object({
      position: z.number().int(),
      serviceIds: z.array(z.string()),
      startOffset: z.number().int(),
      durationMinutes: z.number().int(),
      qualifiedStaffIds: z.array(z.number().int()),
    }),
  ),
  together: z.boolean(),
  durationMinutes: z.number().int(),
}) satisfies z.ZodType<VisitPlan>;

/** A stored part: minutes after the visit's start (appointment_segments). */
export interface StoredSegment {
  position: number;
  startOffsetMinutes: number;
  durationMinutes: number;
  staffId: number | null;
  serviceIds: readonly string[];
}

/**
 * A visit's parts for the API: its stored parts when it has several, else the one part that is the whole
 * appointment (its services, its length, its manicurist).
 */
export function visitSegments(
  visit: { appointmentTime: string; totalDuration: number | null; staffId: number | null; serviceIds: readonly string[] },
  stored: readonly StoredSegment[],
): VisitSegment[] {
  const start = toMinutes(visit.appointmentTime);
  if (stored.length < 2) {
    return [{ id: 1, serviceIds: [...visit.serviceIds], start: visit.appointmentTime, end: fromMinutes(start + (visit.totalDuration ?? 0)), staffId: visit.staffId }];
  }
  return [...stored]
    .sort((a, b) => a.position - b.position)
    .map((segment) => ({
      id: segment.position,
      serviceIds: [...segment.serviceIds],
      start: fromMinutes(start + segment.startOffsetMinutes),
      end: fromMinutes(start + segment.startOffsetMinutes + segment.durationMinutes),
      staffId: segment.staffId,
    }));
}

/** Which stored part of a visit of several does its removals, by the planner's rule (`removalPartIndex`). */
export function removalPartId(parts: readonly { id: number; serviceIds: readonly string[] }[], polishOnHands: boolean): number | undefined {
  const ordered = [...parts].sort((x, y) => x.id - y.id);
  return ordered[removalPartIndex(ordered, polishOnHands)]?.id;
}
