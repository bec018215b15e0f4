/**
 * The parts of a visit as the API answers them: a booking's answer and the admin's appointment list carry
 * `segments`, one per manicurist's part (a one-manicurist visit has one, the whole visit). Times are the
 * salon's "HH:MM" on the visit's date; `id` is the part's number within its visit (1, 2, …).
 */
import { z } from "zod";
import { SERVICE_IDS } from "./catalogue";
import { fromMinutes, toMinutes } from "./time";

export const visitSegmentSchema = z.object({
  id: z.number().int(),
  serviceIds: z.array(z.string()),
  start: z.string(),
  end: z.string(),
  staffId: z.number().int().nullable(),
});
export type VisitSegment = z.output<typeof visitSegmentSchema>;

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

/** Services on the hands that a removal is done before, then those on the feet. */
const HANDS_REMOVAL_HOSTS = new Set<string>([SERVICE_IDS.acrylic, SERVICE_IDS.gelPolish, SERVICE_IDS.rubber, SERVICE_IDS.shine, SERVICE_IDS.polish]);
const FEET_REMOVAL_HOSTS = new Set<string>([SERVICE_IDS.pedicure, SERVICE_IDS.acrylicToes]);

/**
 * Which part of a visit of several does its removals (acrylic, gel), read from the stored parts: the one
 * with a nail service on the hands, else the one with the pedicure or acrylic toes, else the first, as
 * the planner placed them (shared/visit-plan.ts).
 */
export function removalPartId(parts: readonly { id: number; serviceIds: readonly string[] }[]): number | undefined {
  const holds = (hosts: ReadonlySet<string>) => parts.find((part) => part.serviceIds.some((id) => hosts.has(id)));
  return (holds(HANDS_REMOVAL_HOSTS) ?? holds(FEET_REMOVAL_HOSTS) ?? parts[0])?.id;
}
