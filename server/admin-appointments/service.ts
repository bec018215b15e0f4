import { eq } from "drizzle-orm";
import { assignStaffSchema, moveAppointmentSchema, statusUpdateSchema } from "@shared/admin-api";
import { STAFF_NOT_FREE_MESSAGE } from "@shared/booking-rules";
import { type Appointment, appointments, FINAL_STATUSES, staff } from "@shared/schema";
import { FRONT_DESK_WINDOW_DAYS, fromMinutes, isFrontDeskDate, salonDate, salonDateTimeToInstant, salonMinutes, toMinutes } from "@shared/time";
import type { Db, DbOrTx } from "../infra/db/database";
import { cancelInTransaction, lockedAppointment, moveInTransaction, type MovePolicy } from "../appointment-changes/changes";
import { itemsOf, loadDay } from "../appointment-changes/day";
import { PARTS_ASSIGN_EACH, storedParts } from "../appointment-changes/parts";
import { assignableStaff } from "./assignable";
import { enqueueConfirmed, enqueueStaffRemoved, requestReview } from "../messages/appointment-messages";
import { requestStaffConfirmation } from "../messages/staff-confirmation";
import { AppError } from "../infra/http/errors";
import { revertFinalStatus } from "./revert";

export const NO_MANICURIST_FREE = "Cannot assign manicurist: all are busy at this time or not working.";

/** What a change answers: never the token hashes or other internals of the row. */
type AppointmentChange = Pick<Appointment, "id" | "status" | "staffId" | "staffAssignedAt" | "actualEndTime" | "completedAt">;

function changed(appointment: Appointment): AppointmentChange {
  const { id, status, staffId, staffAssignedAt, actualEndTime, completedAt } = appointment;
  return { id, status, staffId, staffAssignedAt, actualEndTime, completedAt };
}

export async function assignStaff(db: Db, id: number, body: unknown, now: Date): Promise<AppointmentChange> {
  const { staffId } = assignStaffSchema.parse(body);
  return changed(
    await db.transaction(async (tx) => {
      const appointment = await lockedAppointment(tx, id);
      // One manicurist for the whole of a visit of several parts would undo its plan: each part is assigned on its own.
      if ((await storedParts(tx, id)).length >= 2) throw new AppError("CONFLICT", PARTS_ASSIGN_EACH);
      return assignWholeVisit(tx, appointment, staffId, now);
    }),
  );
}

/** Refuses a change of manicurist for an appointment that is over (completed, cancelled, no-show). */
export function refuseIfFinal(appointment: Appointment): void {
  if (FINAL_STATUSES.includes(appointment.status)) {
    throw new AppError("CONFLICT", `A ${appointment.status} appointment cannot be assigned`);
  }
}

/**
 * Gives a locked appointment (its date's lock and the row) to a manicurist free for all of it: a
 * manicurist taken off the job is told, the new one is asked to confirm (see `requestStaffConfirmation`).
 */
export async function assignWholeVisit(tx: DbOrTx, appointment: Appointment, staffId: number, now: Date): Promise<Appointment> {
  refuseIfFinal(appointment);
  if (appointment.staffId === staffId) return appointment;
  const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
  if (!member) throw new AppError("NOT_FOUND", "Manicurist not found");
  const items = (await itemsOf(tx, [appointment.id])).get(appointment.id) ?? [];
  const candidates = assignableStaff(appointment, items, await loadDay(tx, appointment.appointmentDate));
  if (!candidates.includes(staffId)) {
    throw new AppError("CONFLICT", STAFF_NOT_FREE_MESSAGE);
  }
  const [updated] = await tx
    .update(appointments)
    .set({ staffId, staffAssignedAt: now, declinedByStaffId: null, declinedAt: null, updatedAt: now })
    .where(eq(appointments.id, appointment.id))
    .returning();
  if (appointment.staffId !== null) await enqueueStaffRemoved(tx, appointment.id, appointment.staffId, now);
  await requestStaffConfirmation(tx, appointment.id, now);
  return updated;
}

/** When a job really ended, for the slot it keeps holding: never before it began nor after it was booked to end. */
function actualEndFor(appointment: Appointment, now: Date, early: boolean): string {
  const start = toMinutes(appointment.appointmentTime);
  const bookedEnd = Math.min(start + appointment.totalDuration, 23 * 60 + 59);
  if (!early) return fromMinutes(bookedEnd);
  const today = salonDate(now);
  if (appointment.appointmentDate > today) return appointment.appointmentTime;
  if (appointment.appointmentDate < today) return fromMinutes(bookedEnd);
  return fromMinutes(Math.max(start, Math.min(bookedEnd, salonMinutes(now))));
}

async function complete(tx: DbOrTx, appointment: Appointment, now: Date, early: boolean) {
  const [updated] = await tx
    .update(appointments)
    .set({
      status: "completed",
      completedAt: now,
      actualEndTime: actualEndFor(appointment, now, early),
      statusBeforeFinal: appointment.status,
      finalStatusAt: now,
      updatedAt: now,
    })
    .where(eq(appointments.id, appointment.id))
    .returning();
  await requestReview(tx, appointment.id, now);
  return updated;
}

export const NOT_STARTED_FOR_COMPLETION =
  "This appointment has not started yet. To mark it completed anyway (the customer gets the review request now), confirm the override.";
export const NOT_STARTED_FOR_NO_SHOW = "A customer can be marked as a no-show only once the appointment's start time has passed.";

/**
 * The status selector and the no-show action. "completed" needs the appointment to have started, or an
 * explicit override; "no_show" needs its start to have passed (it keeps holding its time: nothing is
 * freed, and it counts against the client); a cancellation raises the calendar sequence, tells the
 * customer (with the reason, if given) and the manicurist taken off the job. "revert" undoes a no-show or
 * completion marked the same salon day (see `revertFinalStatus`).
 */
export async function updateStatus(db: Db, id: number, body: unknown, now: Date): Promise<AppointmentChange> {
  const { status, reason, override } = statusUpdateSchema.parse(body);
  const updated = await db.transaction(async (tx) => {
    const appointment = await lockedAppointment(tx, id);
    if (status === "revert") return revertFinalStatus(tx, appointment, now);
    if (appointment.status === status) return appointment;
    if (FINAL_STATUSES.includes(appointment.status)) {
      throw new AppError("CONFLICT", `A ${appointment.status} appointment cannot change status`);
    }
    const started = salonDateTimeToInstant(appointment.appointmentDate, appointment.appointmentTime) <= now;
    if (status === "completed") {
      if (!started && !override) throw new AppError("CONFLICT", NOT_STARTED_FOR_COMPLETION);
      return complete(tx, appointment, now, false);
    }
    if (status === "no_show" && !started) throw new AppError("CONFLICT", NOT_STARTED_FOR_NO_SHOW);
    if (status === "cancelled") return cancelInTransaction(tx, appointment, now, { reason, byCustomer: false });
    const undoable = status === "no_show" ? { statusBeforeFinal: appointment.status, finalStatusAt: now } : {};
    const [row] = await tx.update(appointments).set({ status, ...undoable, updatedAt: now }).where(eq(appointments.id, id)).returning();
    if (status === "confirmed") await enqueueConfirmed(tx, id, now);
    return row;
  });
  return changed(updated);
}

/** The salon's moves: any date the front desk books, and a manicurist it names must be free. */
const SALON_MOVES: MovePolicy = {
  allowsDate: isFrontDeskDate,
  dateRefusal: `Appointments can be moved to a date from today through the next ${FRONT_DESK_WINDOW_DAYS} days, Monday to Saturday`,
  whenStaffNotFree: "refuse",
  byCustomer: false,
};

/**
 * Moves an appointment to another date, time or manicurist in one transaction (see `moveInTransaction`).
 * What the move does not name stays as it is.
 */
export async function moveAppointment(db: Db, id: number, body: unknown, now: Date): Promise<AppointmentChange> {
  const move = moveAppointmentSchema.parse(body);
  const target = (appointment: Appointment) => ({
    date: move.appointmentDate ?? appointment.appointmentDate,
    time: move.appointmentTime ?? appointment.appointmentTime,
    staffId: move.staffId ?? appointment.staffId,
  });
  return changed(await db.transaction((tx) => moveInTransaction(tx, id, target, SALON_MOVES, now)));
}

/** "Complete Now": a confirmed job ends at this moment and frees the rest of its time at once. */
export async function completeNow(db: Db, id: number, now: Date): Promise<AppointmentChange> {
  const completed = await db.transaction(async (tx) => {
    const appointment = await lockedAppointment(tx, id);
    if (appointment.status !== "confirmed") {
      throw new AppError("CONFLICT", "Only a confirmed appointment can be completed now");
    }
    return complete(tx, appointment, now, true);
  });
  return changed(completed);
}
