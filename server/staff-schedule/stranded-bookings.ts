import { and, asc, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import { fitsStaffHours, isStaffFreeAt, STAFF_NOT_FREE_MESSAGE, type StaffDay } from "@shared/booking-rules";
import { type Appointment, appointments, staff, UPCOMING_STATUSES } from "@shared/schema";
import { type ScheduleResolution, STRANDED_BOOKINGS_MESSAGE, type StrandedAppointment } from "@shared/schedule-changes-api";
import { addDays, FRONT_DESK_WINDOW_DAYS, salonDate, toMinutes } from "@shared/time";
import { cancelInTransaction } from "../appointment-changes/changes";
import { placeContext } from "../appointment-changes/day";
import { staffDaysOn } from "../availability/staff-days";
import type { DbOrTx } from "../infra/db/database";
import { lockAppointmentDate } from "../infra/db/locks";
import { AppError } from "../infra/http/errors";
import { enqueueStaffRemoved } from "../messages/appointment-messages";
import { requestStaffConfirmation } from "../messages/staff-confirmation";

/*
 * A change that takes working time away from a manicurist (time off, a shorter week, a day off) must not
 * silently strand the appointments she holds. The change is written, the dates it can touch are read again
 * as they now stand, and every appointment that no longer fits is either resolved as the request says
 * (reassigned, left unassigned, cancelled) or the whole transaction is refused with the list. All of it
 * happens under the booking locks of those dates (docs/decisions/002-no-overbooking.md), so no booking or
 * move can slip in between the check and the commit, nor double-book a manicurist given a job here.
 */

/**
 * The dates from `from` through `to` (open-ended when null) a change of working time can meet bookings on:
 * every date from today through the front desk's window, where a booking or move may land meanwhile, and
 * any later date already holding an upcoming appointment. Past dates are history and are left alone.
 */
export async function datesToCheck(db: DbOrTx, range: { from: string; to: string | null }, now: Date): Promise<string[]> {
  const today = salonDate(now);
  const from = range.from > today ? range.from : today;
  if (range.to !== null && range.to < from) return [];
  const dates = new Set<string>();
  const windowEnd = addDays(today, FRONT_DESK_WINDOW_DAYS + 1);
  for (let date = from; date <= windowEnd && (range.to === null || date <= range.to); date = addDays(date, 1)) dates.add(date);
  const booked = await db
    .selectDistinct({ date: appointments.appointmentDate })
    .from(appointments)
    .where(
      and(
        gte(appointments.appointmentDate, from),
        range.to === null ? undefined : lte(appointments.appointmentDate, range.to),
        inArray(appointments.status, UPCOMING_STATUSES),
      ),
    );
  for (const { date } of booked) dates.add(date);
  return [...dates].sort();
}

export interface WorkingTimeChange<T> {
  staffId: number;
  /** Every date whose day the change may alter (see `datesToCheck`), in any order. */
  dates: readonly string[];
  resolutions: readonly ScheduleResolution[] | undefined;
  now: Date;
  /** Writes the change itself, on the same transaction, once the locks are held. */
  write: () => Promise<T>;
}

/**
 * Applies a change of one member's working time inside the caller's transaction: takes the dates' booking
 * locks in date order (as a move does, so two changes cannot deadlock), then the member's row, writes the
 * change and checks what it strands. Refuses with 409 `{ message, affected }` unless every stranded
 * appointment has its resolution; with them, applies each one, and a resolution that cannot be applied
 * (the manicurist is not free) refuses the whole change.
 */
export async function changeWorkingTime<T>(tx: DbOrTx, change: WorkingTimeChange<T>): Promise<T> {
  const dates = [...new Set(change.dates)].sort();
  for (const date of dates) await lockAppointmentDate(tx, date);
  // "No key update": a booking inserting an appointment for her takes a key-share lock on this row while it
  // holds its date's lock, which a plain FOR UPDATE would wait for (and deadlock with the date lock we hold).
  const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, change.staffId)).for("no key update");
  if (!member) throw new AppError("NOT_FOUND", "Staff member not found");
  const before = await staffDaysOn(tx, dates);
  const result = await change.write();
  if (dates.length === 0) return result;
  const after = await staffDaysOn(tx, dates);
  const stranded = await strandedBy(tx, change.staffId, dates, before, after, change.now);
  if (stranded.length === 0) return result;
  const chosen = new Map((change.resolutions ?? []).map((resolution) => [resolution.appointmentId, resolution]));
  if (stranded.some((appointment) => !chosen.has(appointment.appointmentId))) {
    throw new AppError("CONFLICT", STRANDED_BOOKINGS_MESSAGE, { details: { affected: stranded } });
  }
  for (const appointment of stranded) {
    await resolve(tx, appointment, chosen.get(appointment.appointmentId)!, change.staffId, change.now, stranded);
  }
  return result;
}

type DaysByDate = Map<string, StaffDay[]>;

function fitsDay(days: DaysByDate, staffId: number, appointment: Pick<Appointment, "appointmentDate" | "appointmentTime" | "totalDuration">): boolean {
  const day = days.get(appointment.appointmentDate)?.find((candidate) => candidate.staffId === staffId);
  return Boolean(day?.isPunchedIn && fitsStaffHours(day, toMinutes(appointment.appointmentTime), appointment.totalDuration));
}

/**
 * Other manicurists who could take the appointment as the dates now stand: qualified for everything it
 * books, working its whole time clear of their break, and free of their own bookings (the slot rules a
 * move uses), `leaving` left out.
 */
async function freeStaffFor(tx: DbOrTx, appointment: Appointment, leaving: number, now: Date): Promise<number[]> {
  const context = await placeContext(tx, appointment, appointment.appointmentDate, now);
  return context.qualifiedStaffIds
    .filter((id) => id !== leaving && isStaffFreeAt(appointment.appointmentTime, id, context, context.appointments))
    .sort((a, b) => a - b);
}

/**
 * The upcoming appointments the change strands: hers that fitted her day before and no longer do, and
 * unassigned ones she could have taken before that now nobody else can take either (outside every
 * qualified manicurist's hours).
 */
async function strandedBy(tx: DbOrTx, staffId: number, dates: string[], before: DaysByDate, after: DaysByDate, now: Date): Promise<StrandedAppointment[]> {
  const rows = await tx
    .select()
    .from(appointments)
    .where(
      and(
        inArray(appointments.appointmentDate, dates),
        inArray(appointments.status, UPCOMING_STATUSES),
        or(eq(appointments.staffId, staffId), isNull(appointments.staffId)),
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime), asc(appointments.id));
  const stranded: StrandedAppointment[] = [];
  for (const row of rows) {
    if (!fitsDay(before, staffId, row) || fitsDay(after, staffId, row)) continue;
    const suggestedStaffIds = await freeStaffFor(tx, row, staffId, now);
    if (row.staffId === null && suggestedStaffIds.length > 0) continue;
    stranded.push({
      appointmentId: row.id,
      appointmentDate: row.appointmentDate,
      appointmentTime: row.appointmentTime,
      totalDuration: row.totalDuration,
      staffId: row.staffId,
      customerName: row.contactName,
      suggestedStaffIds,
    });
  }
  return stranded;
}

/** Applies one resolution to an appointment the caller's locks hold, telling whoever the existing paths tell. */
async function resolve(
  tx: DbOrTx,
  stranded: StrandedAppointment,
  resolution: ScheduleResolution,
  leaving: number,
  now: Date,
  affected: StrandedAppointment[],
): Promise<void> {
  const id = stranded.appointmentId;
  const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, id)).for("update");
  if (resolution.action === "cancel") {
    await cancelInTransaction(tx, appointment, now, { reason: resolution.reason, byCustomer: false });
    return;
  }
  if (resolution.action === "unassign") {
    if (appointment.staffId === null) return;
    await tx
      .update(appointments)
      .set({ staffId: null, staffAssignedAt: null, confirmationToken: null, confirmationTokenExpiresAt: null, updatedAt: now })
      .where(eq(appointments.id, id));
    await enqueueStaffRemoved(tx, id, appointment.staffId, now);
    return;
  }
  const staffId = resolution.staffId!;
  // Checked again now: an earlier resolution of this same change may have given her a job at this time.
  if (!(await freeStaffFor(tx, appointment, leaving, now)).includes(staffId)) {
    throw new AppError("CONFLICT", STAFF_NOT_FREE_MESSAGE, { details: { affected } });
  }
  await tx
    .update(appointments)
    .set({ staffId, staffAssignedAt: now, declinedByStaffId: null, declinedAt: null, updatedAt: now })
    .where(eq(appointments.id, id));
  if (appointment.staffId !== null) await enqueueStaffRemoved(tx, id, appointment.staffId, now);
  await requestStaffConfirmation(tx, id, now);
}
