import { and, eq } from "drizzle-orm";
import { type AdminAppointment, assignStaffSchema } from "@shared/admin-api";
import { fitsStaffHours, intervalsOverlap, STAFF_NOT_FREE_MESSAGE } from "@shared/booking-rules";
import { appointments, appointmentSegments, staff } from "@shared/schema";
import { toMinutes } from "@shared/time";
import type { Db } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { lockedAppointment } from "../appointment-changes/changes";
import { type DayContext, loadDay } from "../appointment-changes/day";
import { enqueueStaffRemoved } from "../messages/appointment-messages";
import { requestPartConfirmation } from "../messages/staff-confirmation";
import { listedAppointment } from "./list";
import { assignWholeVisit, refuseIfFinal } from "./service";
import { PART_NOT_QUALIFIED } from "../booking/decision";

export const PART_NOT_FOUND = "This visit has no such part";
export const STAFF_INACTIVE = "This manicurist no longer works at the salon";

/**
 * PUT /api/admin/appointments/:id/segments/:segmentId/assign-staff: one part of a visit to one manicurist,
 * under the date's lock. A visit of one part is the whole appointment, so its part 1 is the whole-visit
 * assignment. For a visit of several parts the manicurist must be active, qualified for that part's
 * services, punched in, have the part's minutes inside her hours and off her break, and have nothing else
 * then: no appointment of hers and no other part of hers, of any visit, this one included. The
 * appointment's own `staffId` follows the first part's manicurist (decision 019). She is sent her part's
 * own link (requestPartConfirmation), and the visit waits for her answer.
 */
export async function assignSegmentStaff(db: Db, id: number, segmentId: number, body: unknown, now: Date): Promise<AdminAppointment> {
  const { staffId } = assignStaffSchema.parse(body);
  await db.transaction(async (tx) => {
    const appointment = await lockedAppointment(tx, id);
    const parts = await tx.select().from(appointmentSegments).where(eq(appointmentSegments.appointmentId, id));
    if (parts.length < 2) {
      if (segmentId !== 1) throw new AppError("NOT_FOUND", PART_NOT_FOUND);
      await assignWholeVisit(tx, appointment, staffId, now);
      return;
    }
    const part = parts.find((candidate) => candidate.position === segmentId);
    if (!part) throw new AppError("NOT_FOUND", PART_NOT_FOUND);
    refuseIfFinal(appointment);
    if (part.staffId === staffId) return;
    const [member] = await tx.select({ id: staff.id, active: staff.active }).from(staff).where(eq(staff.id, staffId));
    if (!member) throw new AppError("NOT_FOUND", "Manicurist not found");
    if (!member.active) throw new AppError("BAD_REQUEST", STAFF_INACTIVE);
    const day = await loadDay(tx, appointment.appointmentDate);
    const qualified = day.qualifications.get(staffId);
    if (!part.serviceIds.every((serviceId) => qualified?.has(serviceId))) throw new AppError("BAD_REQUEST", PART_NOT_QUALIFIED);
    const start = toMinutes(appointment.appointmentTime) + part.startOffsetMinutes;
    if (!isFreeFor(day, staffId, { appointmentId: id, position: part.position, start, end: start + part.durationMinutes })) {
      throw new AppError("CONFLICT", STAFF_NOT_FREE_MESSAGE);
    }
    await tx
      .update(appointmentSegments)
      .set({ staffId })
      .where(and(eq(appointmentSegments.appointmentId, id), eq(appointmentSegments.position, part.position)));
    const after = parts.map((candidate) => (candidate.position === part.position ? { ...candidate, staffId } : candidate));
    const first = after.reduce((a, b) => (a.position <= b.position ? a : b));
    // The visit still shows a decline while another part a manicurist declined waits for someone.
    const stillDeclined = after.find((candidate) => candidate.staffId === null && candidate.declinedByStaffId !== null);
    await tx
      .update(appointments)
      .set({
        staffId: first.staffId,
        staffAssignedAt: now,
        declinedByStaffId: stillDeclined?.declinedByStaffId ?? null,
        declinedAt: stillDeclined?.declinedAt ?? null,
        updatedAt: now,
      })
      .where(eq(appointments.id, id));
    const removed = part.staffId;
    if (removed !== null && !after.some((candidate) => candidate.staffId === removed)) await enqueueStaffRemoved(tx, id, removed, now);
    await requestPartConfirmation(tx, id, part.position, now);
  });
  return listedAppointment(db, id, now);
}

/** Whether `staffId` is working and free for the minutes [start, end) of one part, leaving that part out of what she holds. */
function isFreeFor(day: DayContext, staffId: number, part: { appointmentId: number; position: number; start: number; end: number }): boolean {
  const record = day.availability.find((candidate) => candidate.staffId === staffId);
  if (!record?.isPunchedIn || !fitsStaffHours(record, part.start, part.end - part.start)) return false;
  return !day.busy.some(
    (held) =>
      held.staffId === staffId &&
      !(held.id === part.appointmentId && held.position === part.position) &&
      intervalsOverlap(part.start, part.end, toMinutes(held.appointmentTime), toMinutes(held.appointmentTime) + held.totalDuration),
  );
}
