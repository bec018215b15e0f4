import { and, eq } from "drizzle-orm";
import { isSlotAvailable, isStaffFreeAt, STAFF_NOT_FREE_MESSAGE } from "@shared/booking-rules";
import { type Appointment, appointments, appointmentSegments, FINAL_STATUSES, staff } from "@shared/schema";
import { salonDateTimeToInstant, SLOT_TIMES } from "@shared/time";
import type { DbOrTx } from "../infra/db/database";
import { lockAppointmentDate } from "../infra/db/locks";
import { AppError } from "../infra/http/errors";
import { enqueueCancelled, enqueueMoved, enqueueStaffRemoved } from "../messages/appointment-messages";
import { requestStaffConfirmation } from "../messages/staff-confirmation";
import { SLOT_TAKEN_MESSAGE } from "../booking/decision";
import { placeContext } from "./day";
import { PARTS_MOVE_ONE_MANICURIST, placeParts, type StoredPart, storedParts } from "./parts";

/**
 * Moving and cancelling an appointment, shared by the salon (appointments page, front desk) and the
 * customer (their manage link). What differs between them is a policy; the locks, the rules and who is
 * told are the same.
 */

export const MOVED_MEANWHILE = "This appointment was changed meanwhile. Reload the page and try again.";
export const HALF_HOUR_SLOTS = "Appointments start on the half hour between 09:00 and 20:30";

export interface MoveTarget {
  date: string;
  time: string;
  staffId: number | null;
}

export interface MovePolicy {
  /** Whether the appointment may be moved to this date, and the refusal when not. */
  allowsDate: (date: string, now: Date) => boolean;
  dateRefusal: string;
  /**
   * A manicurist who cannot take the new time: the salon chose her, so its move is refused; a customer
   * did not, so their move goes ahead and the job waits for the salon to choose someone else.
   */
  whenStaffNotFree: "refuse" | "unassign";
  /** Checked first on the appointment as locked, before anything changes (a customer's cut-off). */
  mayChange?: (appointment: Appointment, now: Date) => void;
  byCustomer: boolean;
}

/**
 * Moves an appointment to another date, time or manicurist inside the caller's transaction. Both dates'
 * booking locks are taken (in date order, so two moves between the same two dates cannot deadlock) before
 * anything is read, so no booking or other move can slip in: the old place is released and the new one held
 * in the same commit, never both, never neither. The new place is checked with the booking rules against the
 * day as it is, without the appointment itself (a visit of several parts with the part rule, and each part's
 * manicurist for her own part's minutes: see `placedParts`). The customer is told with an updated calendar
 * event; a manicurist taken off is told; the manicurists holding the moved job are asked to confirm it again.
 */
export async function moveInTransaction(
  tx: DbOrTx,
  id: number,
  chooseTarget: (appointment: Appointment) => MoveTarget,
  policy: MovePolicy,
  now: Date,
): Promise<Appointment> {
  const [peek] = await tx.select().from(appointments).where(eq(appointments.id, id));
  if (!peek) throw new AppError("NOT_FOUND", "Appointment not found");
  const requested = chooseTarget(peek);
  for (const date of [...new Set([peek.appointmentDate, requested.date])].sort()) await lockAppointmentDate(tx, date);
  const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, id)).for("update");
  // Moved by someone else between the first read and the locks: the locks held are not this date's.
  if (appointment.appointmentDate !== peek.appointmentDate) throw new AppError("CONFLICT", MOVED_MEANWHILE);
  policy.mayChange?.(appointment, now);
  if (FINAL_STATUSES.includes(appointment.status)) {
    throw new AppError("CONFLICT", `A ${appointment.status} appointment cannot be moved`);
  }
  const target = chooseTarget(appointment);
  const unchanged =
    target.date === appointment.appointmentDate && target.time === appointment.appointmentTime && target.staffId === appointment.staffId;
  if (unchanged) return appointment;
  if (!policy.allowsDate(target.date, now)) throw new AppError("BAD_REQUEST", policy.dateRefusal);
  if (!SLOT_TIMES.includes(target.time)) throw new AppError("BAD_REQUEST", HALF_HOUR_SLOTS);
  if (target.staffId !== null && target.staffId !== appointment.staffId) {
    const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, target.staffId));
    if (!member) throw new AppError("NOT_FOUND", "Manicurist not found");
  }

  const parts = await storedParts(tx, id);
  const partStaff = parts.length < 2 ? null : await placedParts(tx, appointment, parts, target, policy, now);
  if (partStaff) {
    target.staffId = partStaff[0];
  } else {
    const context = await placeContext(tx, appointment, target.date, now);
    if (!isSlotAvailable(target.time, context)) throw new AppError("CONFLICT", SLOT_TAKEN_MESSAGE);
    if (target.staffId !== null && !isStaffFreeAt(target.time, target.staffId, context, context.appointments)) {
      if (policy.whenStaffNotFree === "refuse") throw new AppError("CONFLICT", STAFF_NOT_FREE_MESSAGE);
      target.staffId = null;
    }
  }

  const staffChanged = target.staffId !== appointment.staffId;
  const [updated] = await tx
    .update(appointments)
    .set({
      appointmentDate: target.date,
      appointmentTime: target.time,
      staffId: target.staffId,
      ...(staffChanged ? { staffAssignedAt: target.staffId === null ? null : now, declinedByStaffId: null, declinedAt: null } : {}),
      calendarSequence: appointment.calendarSequence + 1,
      reminderQueuedAt: null,
      scheduledAt: now,
      ...(policy.byCustomer ? { customerChangedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(appointments.id, id))
    .returning();
  const [previousStaff] =
    appointment.staffId === null
      ? []
      : await tx.select({ nameEn: staff.nameEn, nameEs: staff.nameEs }).from(staff).where(eq(staff.id, appointment.staffId));
  const previous = { date: appointment.appointmentDate, time: appointment.appointmentTime, staff: previousStaff ?? null };
  await enqueueMoved(tx, id, previous, now, policy.byCustomer);
  if (partStaff) {
    await tellPartsMoved(tx, id, parts, partStaff, now);
  } else {
    if (staffChanged && appointment.staffId !== null) await enqueueStaffRemoved(tx, id, appointment.staffId, now);
    if (target.staffId !== null) await requestStaffConfirmation(tx, id, now);
  }
  return updated;
}

/**
 * A visit of several parts at its new place: refused when the part rule refuses the time (409), or when
 * the move names one manicurist for it (400: the whole visit on one person would undo its plan). Answers
 * each part's manicurist afterwards: the same, or, where she cannot take her part's new minutes, none (a
 * customer's move) or the move refused (the salon's), as for a one-manicurist visit.
 */
async function placedParts(
  tx: DbOrTx,
  appointment: Appointment,
  parts: StoredPart[],
  target: MoveTarget,
  policy: MovePolicy,
  now: Date,
): Promise<Array<number | null>> {
  if (target.staffId !== appointment.staffId) throw new AppError("BAD_REQUEST", PARTS_MOVE_ONE_MANICURIST);
  const placed = await placeParts(tx, appointment, parts, target, now);
  if (!placed.open) throw new AppError("CONFLICT", SLOT_TAKEN_MESSAGE);
  const lost = placed.staffIds.some((staffId, index) => staffId !== parts[index].staffId);
  if (lost && policy.whenStaffNotFree === "refuse") throw new AppError("CONFLICT", STAFF_NOT_FREE_MESSAGE);
  return placed.staffIds;
}

/**
 * After a visit of several parts moved: the parts a manicurist could not keep lose her, and she is told
 * she is off the visit when she has no part of it left; each part still held is asked to confirm its new
 * time by its own link.
 */
async function tellPartsMoved(tx: DbOrTx, id: number, parts: StoredPart[], staffIds: Array<number | null>, now: Date): Promise<void> {
  for (const [index, part] of parts.entries()) {
    if (part.staffId === staffIds[index]) continue;
    await tx.update(appointmentSegments).set({ staffId: staffIds[index] }).where(and(eq(appointmentSegments.appointmentId, id), eq(appointmentSegments.position, part.position)));
  }
  const remaining = new Set(staffIds.filter((staffId) => staffId !== null));
  const before = new Set(parts.map((part) => part.staffId).filter((staffId) => staffId !== null));
  for (const staffId of before) if (!remaining.has(staffId)) await enqueueStaffRemoved(tx, id, staffId, now);
  // Each part's manicurist gets her own part's link, with its new time.
  if (remaining.size > 0) await requestStaffConfirmation(tx, id, now);
}

/** Reads an appointment for change after taking its date's lock, so no booking or other change interleaves. */
export async function lockedAppointment(tx: DbOrTx, id: number): Promise<Appointment> {
  const [peek] = await tx.select({ date: appointments.appointmentDate }).from(appointments).where(eq(appointments.id, id));
  if (!peek) throw new AppError("NOT_FOUND", "Appointment not found");
  await lockAppointmentDate(tx, peek.date);
  const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, id)).for("update");
  return appointment;
}

/**
 * Cancels an appointment the caller has locked (its date's lock and the row): raises the calendar sequence,
 * tells the customer (with the salon's reason, if given) and every manicurist taken off the job. The
 * status is the appointment's, so it covers every part of a visit of several parts.
 */
export async function cancelInTransaction(
  tx: DbOrTx,
  appointment: Appointment,
  now: Date,
  change: { reason?: string | null; byCustomer: boolean },
): Promise<Appointment> {
  const [row] = await tx
    .update(appointments)
    .set({
      status: "cancelled",
      cancelReason: change.reason ?? null,
      calendarSequence: appointment.calendarSequence + 1,
      ...(change.byCustomer ? { customerChangedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(appointments.id, appointment.id))
    .returning();
  await enqueueCancelled(tx, appointment.id, now, change.byCustomer);
  // Every manicurist of the visit (each part's, for a visit of several parts) is told once.
  const parts = await storedParts(tx, appointment.id);
  const told = new Set([appointment.staffId, ...parts.map((part) => part.staffId)].filter((staffId) => staffId !== null));
  for (const staffId of told) await enqueueStaffRemoved(tx, appointment.id, staffId, now);
  return row;
}

/** Whether the appointment has begun (its start, in the salon's zone, is not after `now`). */
export function hasStarted(appointment: Pick<Appointment, "appointmentDate" | "appointmentTime">, now: Date): boolean {
  return salonDateTimeToInstant(appointment.appointmentDate, appointment.appointmentTime) <= now;
}
