import { asc, eq } from "drizzle-orm";
import { type AssignedBooking, isStaffFreeAt, slotGrid } from "@shared/booking-rules";
import { type Appointment, appointmentSegments } from "@shared/schema";
import { fromMinutes, toMinutes } from "@shared/time";
import type { VisitPlan } from "@shared/visit-plan";
import { isVisitSlotAvailable, type VisitSlotContext, visitSlotGrid } from "@shared/visit-slots";
import type { DbOrTx } from "../infra/db/database";
import { type DayContext, heldOn, loadDay, placeContext, qualifiedFor } from "./day";

/**
 * A visit of several manicurists as a change of its date or time sees it. Its parts are minutes after the
 * visit's start, so they move with it and nothing can split it; the new time is checked with the part
 * rule a booking is checked with (shared/visit-slots.ts), and each part's manicurist for her own part's
 * new minutes only.
 */

export type StoredPart = typeof appointmentSegments.$inferSelect;

export const PARTS_ASSIGN_EACH = "This visit has several parts: assign each part to its manicurist.";
export const PARTS_MOVE_ONE_MANICURIST = "This visit has several parts: move it without choosing a manicurist, then assign each part.";

/** The stored parts of a visit in order: none for a one-manicurist visit (its one part is the appointment). */
export async function storedParts(tx: DbOrTx, appointmentId: number): Promise<StoredPart[]> {
  return tx.select().from(appointmentSegments).where(eq(appointmentSegments.appointmentId, appointmentId)).orderBy(asc(appointmentSegments.position));
}

/** The stored parts as a plan, with who is qualified for each part on the day read. */
function storedPlan(appointment: Appointment, parts: readonly StoredPart[], day: DayContext): VisitPlan {
  return {
    segments: parts.map((part) => ({
      position: part.position,
      serviceIds: part.serviceIds,
      startOffset: part.startOffsetMinutes,
      durationMinutes: part.durationMinutes,
      qualifiedStaffIds: qualifiedFor(part.serviceIds, day),
    })),
    together: parts.some((part) => parts.some((other) => other !== part && other.startOffsetMinutes === part.startOffsetMinutes)),
    durationMinutes: appointment.totalDuration,
  };
}

/** `date` for the visit taking a new place there: the part rule's view and who holds what, the visit itself left out. */
async function visitPlaceContext(
  tx: DbOrTx,
  appointment: Appointment,
  parts: readonly StoredPart[],
  date: string,
  now: Date,
): Promise<{ slots: VisitSlotContext; held: AssignedBooking[] }> {
  const day = await loadDay(tx, date);
  // Held part by part with their manicurists: the same slots the part rule counts (`heldParts`).
  const held = await heldOn(tx, date, appointment.id);
  return { slots: { date, now, plan: storedPlan(appointment, parts, day), availability: day.availability, appointments: held }, held };
}

/**
 * Checks a visit of several parts at a new date and time: false when the part rule refuses the time,
 * else each part's manicurist kept when she is free for her part's new minutes, null where she is not.
 */
export async function placeParts(
  tx: DbOrTx,
  appointment: Appointment,
  parts: readonly StoredPart[],
  target: { date: string; time: string },
  now: Date,
): Promise<{ open: false } | { open: true; staffIds: Array<number | null> }> {
  const { slots, held } = await visitPlaceContext(tx, appointment, parts, target.date, now);
  if (!isVisitSlotAvailable(target.time, slots)) return { open: false };
  const start = toMinutes(target.time);
  const staffIds = parts.map((part, index) => {
    if (part.staffId === null) return null;
    const { qualifiedStaffIds } = slots.plan.segments[index];
    const context = { durationMinutes: part.durationMinutes, qualifiedStaffIds, availability: slots.availability };
    return isStaffFreeAt(fromMinutes(start + part.startOffsetMinutes), part.staffId, context, held) ? part.staffId : null;
  });
  return { open: true, staffIds };
}

/**
 * The times an appointment could move to on `date`, as its move checks them: the booking page's rule for
 * a one-manicurist visit, the part rule for a visit of several parts, the appointment itself left out.
 */
export async function moveGrid(tx: DbOrTx, appointment: Appointment, date: string, now: Date): Promise<Array<{ time: string; available: boolean }>> {
  const parts = await storedParts(tx, appointment.id);
  if (parts.length < 2) return slotGrid(await placeContext(tx, appointment, date, now));
  return visitSlotGrid((await visitPlaceContext(tx, appointment, parts, date, now)).slots);
}
