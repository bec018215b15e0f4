import { eq } from "drizzle-orm";
import { dateParam } from "@shared/api";
import { type ManagedAppointment, rescheduleRequestSchema, type RescheduleTimes } from "@shared/manage-api";
import { cancelOutcome, summarizePayments } from "@shared/payments-api";
import { splitName } from "@shared/names";
import { SALON } from "@shared/salon";
import { type Appointment, FINAL_STATUSES, staff, users } from "@shared/schema";
import { bookableDates, isBookableDate, salonDateTimeToInstant } from "@shared/time";
import { cancelInTransaction, hasStarted, lockedAppointment, moveInTransaction, type MovePolicy } from "../appointment-changes/changes";
import { moveGrid } from "../appointment-changes/parts";
import type { Db, DbOrTx } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { serviceLines, visitParts } from "../messages/appointment-messages";
import { withoutServices } from "../messages/snapshot-lines";
import { summarizedPaymentsOf } from "../messages/payment-summary";
import { appointmentOfManageToken } from "../messages/manage-tokens";

export interface ManageDeps {
  db: Db;
  /** Hours before the start until which the customer may cancel or reschedule (CANCEL_CUTOFF_HOURS). */
  cancelCutoffHours: number;
}

export const INVALID_LINK = "This link is invalid or has expired.";
export const NO_LONGER_CHANGEABLE = "This appointment has already started, been completed or been cancelled, so it can no longer be changed.";
export const OUTSIDE_BOOKING_WINDOW = "Appointments can be moved within the booking window: today through the next 3 days, Monday to Saturday.";

export function pastCutOffMessage(hours: number): string {
  return `Changes online are possible up to ${hours} hours before the appointment. Please call us at ${SALON.phoneDisplay}.`;
}

/** The last instant at which the customer may still change the appointment on their own. */
function changeDeadline(appointment: Appointment, cutoffHours: number): Date {
  return new Date(salonDateTimeToInstant(appointment.appointmentDate, appointment.appointmentTime).getTime() - cutoffHours * 60 * 60 * 1000);
}

function isChangeable(appointment: Appointment, now: Date, cutoffHours: number): boolean {
  return !FINAL_STATUSES.includes(appointment.status) && now <= changeDeadline(appointment, cutoffHours);
}

/** Refuses a change the customer may no longer make on their own, saying what to do instead. */
function assertChangeable(appointment: Appointment, now: Date, cutoffHours: number): void {
  if (FINAL_STATUSES.includes(appointment.status) || hasStarted(appointment, now)) throw new AppError("CONFLICT", NO_LONGER_CHANGEABLE);
  if (!isChangeable(appointment, now, cutoffHours)) throw new AppError("CONFLICT", pastCutOffMessage(cutoffHours));
}

/**
 * The appointment of a manage link that can still be used: the token was issued (404 otherwise) and the
 * appointment has not started (410 after; the link was only ever meant to reach the start).
 */
export async function linkedAppointment(tx: DbOrTx, token: string, now: Date): Promise<Appointment> {
  const appointment = await appointmentOfManageToken(tx, token);
  if (!appointment) throw new AppError("NOT_FOUND", INVALID_LINK);
  if (hasStarted(appointment, now)) throw new AppError("GONE", INVALID_LINK);
  return appointment;
}

/** The appointment as its customer sees it on the manage page and in the My appointments list. */
export async function managedView(tx: DbOrTx, appointment: Appointment, now: Date, cutoffHours: number): Promise<ManagedAppointment> {
  const [member] = appointment.staffId
    ? await tx.select({ nameEn: staff.nameEn, nameEs: staff.nameEs }).from(staff).where(eq(staff.id, appointment.staffId))
    : [];
  const [customer] = appointment.contactName ? [] : await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, appointment.userId));
  const payments = await summarizedPaymentsOf(tx, appointment.id);
  const canChange = isChangeable(appointment, now, cutoffHours);
  const lines = await serviceLines(tx, appointment);
  const parts = await visitParts(tx, appointment, member ?? null, lines);
  return {
    status: appointment.status,
    appointmentDate: appointment.appointmentDate,
    appointmentTime: appointment.appointmentTime,
    durationMinutes: appointment.totalDuration,
    totalPrice: appointment.totalPrice,
    lines: withoutServices(lines),
    staff: member ?? null,
    segments: parts.map(({ staff: partStaff, ...part }) => ({
      ...part,
      staffFirstName: partStaff && { nameEn: splitName(partStaff.nameEn).firstName, nameEs: splitName(partStaff.nameEs).firstName },
    })),
    locale: appointment.locale,
    customerFirstName: (appointment.contactName ? splitName(appointment.contactName).firstName : customer?.firstName) ?? "",
    canChange,
    changeDeadline: changeDeadline(appointment, cutoffHours).toISOString(),
    cancelCutoffHours: cutoffHours,
    payment: summarizePayments(payments),
    onCancel: canChange ? cancelOutcome(payments, appointment, now, true) : null,
  };
}

export async function getManaged(deps: ManageDeps, token: string, now: Date): Promise<ManagedAppointment> {
  return managedView(deps.db, await linkedAppointment(deps.db, token, now), now, deps.cancelCutoffHours);
}

/**
 * The times the appointment could move to on `date`: the rules its move is checked with (`moveGrid`), with
 * the appointment itself left out so its own time never blocks a move by half an hour.
 */
export async function rescheduleTimes(deps: ManageDeps, token: string, rawDate: string, now: Date): Promise<RescheduleTimes> {
  const date = dateParam.parse(rawDate);
  const appointment = await linkedAppointment(deps.db, token, now);
  assertChangeable(appointment, now, deps.cancelCutoffHours);
  if (!isBookableDate(date, now)) throw new AppError("BAD_REQUEST", OUTSIDE_BOOKING_WINDOW);
  return { date, dates: bookableDates(now), times: await moveGrid(deps.db, appointment, date, now) };
}

/**
 * The customer cancels: up to the cut-off, in one transaction under the date's lock. Cancelling what is
 * already cancelled (a second click, a second tab) answers the cancelled appointment again.
 */
export async function cancelManaged(deps: ManageDeps, token: string, now: Date): Promise<ManagedAppointment> {
  return deps.db.transaction(async (tx) => {
    const linked = await linkedAppointment(tx, token, now);
    const appointment = await lockedAppointment(tx, linked.id);
    if (appointment.status === "cancelled") return managedView(tx, appointment, now, deps.cancelCutoffHours);
    assertChangeable(appointment, now, deps.cancelCutoffHours);
    const cancelled = await cancelInTransaction(tx, appointment, now, { byCustomer: true });
    return managedView(tx, cancelled, now, deps.cancelCutoffHours);
  });
}

/**
 * The customer reschedules within the public booking window, up to the cut-off, with the same
 * no-overbooking guarantee as a booking; a visit of several parts moves whole. Each manicurist keeps her
 * job (her part) if she is free at its new time; otherwise it waits for the salon to choose someone, and
 * she is told she is off it.
 */
export async function rescheduleManaged(deps: ManageDeps, token: string, body: unknown, now: Date): Promise<ManagedAppointment> {
  const request = rescheduleRequestSchema.parse(body);
  const policy: MovePolicy = {
    allowsDate: isBookableDate,
    dateRefusal: OUTSIDE_BOOKING_WINDOW,
    whenStaffNotFree: "unassign",
    mayChange: (appointment, at) => assertChangeable(appointment, at, deps.cancelCutoffHours),
    byCustomer: true,
  };
  return deps.db.transaction(async (tx) => {
    const linked = await linkedAppointment(tx, token, now);
    const target = (appointment: Appointment) => ({ date: request.appointmentDate, time: request.appointmentTime, staffId: appointment.staffId });
    const moved = await moveInTransaction(tx, linked.id, target, policy, now);
    return managedView(tx, moved, now, deps.cancelCutoffHours);
  });
}
