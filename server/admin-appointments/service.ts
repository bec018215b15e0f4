import { and, asc, count, desc, eq, inArray, ne, notInArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { assignStaffSchema, moveAppointmentSchema, statusUpdateSchema, type AdminAppointment } from "@shared/admin-api";
import {
  assignedBookings,
  type AssignedBooking,
  fitsStaffHours,
  intervalsOverlap,
  isSlotAvailable,
  isStaffFreeAt,
  NON_BLOCKING_STATUSES,
  STAFF_NOT_FREE_MESSAGE,
} from "@shared/booking-rules";
import {
  type Appointment,
  type AppointmentItem,
  appointmentItems,
  appointments,
  FINAL_STATUSES,
  services,
  staff,
  staffServices,
  UPCOMING_STATUSES,
  users,
} from "@shared/schema";
import { FRONT_DESK_WINDOW_DAYS, fromMinutes, isFrontDeskDate, salonDate, salonDateTimeToInstant, salonMinutes, SLOT_TIMES, toMinutes } from "@shared/time";
import type { ResolvedStaffDay } from "@shared/schedule";
import { staffDaysOn } from "../availability/staff-days";
import type { Db, DbOrTx } from "../infra/db/database";
import { lockAppointmentDate } from "../infra/db/locks";
import { SLOT_TAKEN_MESSAGE } from "../booking/service";
import {
  enqueueCancelled,
  enqueueMoved,
  enqueueConfirmed,
  enqueueStaffRemoved,
  requestReview,
  requestStaffConfirmation,
} from "../email/appointment-emails";
import { AppError } from "../infra/http/errors";

const decliner = alias(staff, "decliner");

export const NO_MANICURIST_FREE = "Cannot assign manicurist: all are busy at this time or not working.";

/** Statuses an appointment can never leave. */
/** Statuses that keep a manicurist busy for the picker: confirmed, or either kind of pending. */

/** What a change answers: never the token hashes or other internals of the row. */
type AppointmentChange = Pick<Appointment, "id" | "status" | "staffId" | "staffAssignedAt" | "actualEndTime" | "completedAt">;

function changed(appointment: Appointment): AppointmentChange {
  const { id, status, staffId, staffAssignedAt, actualEndTime, completedAt } = appointment;
  return { id, status, staffId, staffAssignedAt, actualEndTime, completedAt };
}

/** The catalogue services an appointment needs a manicurist to be qualified for; removals need none. */
export function requiredServiceIds(appointment: Pick<Appointment, "serviceId">, items: AppointmentItem[]): string[] {
  const ids = items
    .map((item) => (item.kind === "option" ? item.parentServiceId : item.kind === "removal" ? null : item.itemId))
    .filter((id): id is string => Boolean(id));
  return ids.length > 0 ? [...new Set(ids)] : [appointment.serviceId];
}

interface DayContext {
  availability: ResolvedStaffDay[];
  qualifications: Map<number, Set<string>>;
  busy: Pick<Appointment, "id" | "staffId" | "appointmentTime" | "totalDuration" | "status">[];
}

async function loadDay(tx: DbOrTx, date: string): Promise<DayContext> {
  const availability = (await staffDaysOn(tx, [date])).get(date) ?? [];
  const qualificationRows = await tx.select().from(staffServices);
  const qualifications = new Map<number, Set<string>>();
  for (const row of qualificationRows) {
    qualifications.set(row.staffId, (qualifications.get(row.staffId) ?? new Set()).add(row.serviceId));
  }
  const busy = await tx
    .select({
      id: appointments.id,
      staffId: appointments.staffId,
      appointmentTime: appointments.appointmentTime,
      totalDuration: appointments.totalDuration,
      status: appointments.status,
    })
    .from(appointments)
    .where(and(eq(appointments.appointmentDate, date), inArray(appointments.status, UPCOMING_STATUSES)));
  return { availability, qualifications, busy };
}

/**
 * The picker's rules: qualified for every service booked, punched in, the appointment fits their hours and
 * misses their break, and no other busy appointment of theirs overlaps it. The same on the page and when the
 * server accepts an assignment.
 */
function assignableStaff(appointment: Appointment, items: AppointmentItem[], day: DayContext): number[] {
  const needed = requiredServiceIds(appointment, items);
  const start = toMinutes(appointment.appointmentTime);
  const end = start + appointment.totalDuration;
  return day.availability
    .filter((record) => {
      const qualified = day.qualifications.get(record.staffId);
      if (!qualified || !needed.every((id) => qualified.has(id))) return false;
      if (!record.isPunchedIn || !fitsStaffHours(record, start, appointment.totalDuration)) return false;
      return !day.busy.some(
        (other) =>
          other.id !== appointment.id &&
          other.staffId === record.staffId &&
          intervalsOverlap(start, end, toMinutes(other.appointmentTime), toMinutes(other.appointmentTime) + other.totalDuration),
      );
    })
    .map((record) => record.staffId);
}

async function itemsOf(tx: DbOrTx, appointmentIds: number[]): Promise<Map<number, AppointmentItem[]>> {
  const byAppointment = new Map<number, AppointmentItem[]>();
  if (appointmentIds.length === 0) return byAppointment;
  const rows = await tx
    .select()
    .from(appointmentItems)
    .where(inArray(appointmentItems.appointmentId, appointmentIds))
    .orderBy(asc(appointmentItems.position));
  for (const row of rows) byAppointment.set(row.appointmentId, [...(byAppointment.get(row.appointmentId) ?? []), row]);
  return byAppointment;
}

export async function listAdminAppointments(db: Db): Promise<AdminAppointment[]> {
  const rows = await db
    .select({ appointment: appointments, service: services, user: users, member: staff, decliner })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(staff, eq(staff.id, appointments.staffId))
    .leftJoin(decliner, eq(decliner.id, appointments.declinedByStaffId))
    .orderBy(desc(appointments.appointmentDate), asc(appointments.appointmentTime), asc(appointments.id));
  const items = await itemsOf(db, rows.map((row) => row.appointment.id));
  const noShows = new Map(
    (
      await db
        .select({ userId: appointments.userId, count: count() })
        .from(appointments)
        .where(eq(appointments.status, "no_show"))
        .groupBy(appointments.userId)
    ).map((row) => [row.userId, row.count]),
  );
  const days = new Map<string, DayContext>();
  for (const row of rows) {
    const date = row.appointment.appointmentDate;
    if (!FINAL_STATUSES.includes(row.appointment.status) && !days.has(date)) days.set(date, await loadDay(db, date));
  }

  return rows.map(({ appointment, service, user, member, decliner: declinedBy }) => {
    const lineItems = items.get(appointment.id) ?? [];
    const day = days.get(appointment.appointmentDate);
    return {
      id: appointment.id,
      status: appointment.status,
      appointmentDate: appointment.appointmentDate,
      appointmentTime: appointment.appointmentTime,
      totalDuration: appointment.totalDuration,
      totalPrice: appointment.totalPrice,
      serviceId: appointment.serviceId,
      staffId: appointment.staffId,
      staffAssignedAt: appointment.staffAssignedAt?.toISOString() ?? null,
      createdAt: appointment.createdAt.toISOString(),
      completedAt: appointment.completedAt?.toISOString() ?? null,
      actualEndTime: appointment.actualEndTime,
      pedicureType: appointment.pedicureType,
      needsAcrylicRemoval: appointment.needsAcrylicRemoval,
      needsGelishRemoval: appointment.needsGelishRemoval,
      userId: appointment.userId,
      contactName: appointment.contactName,
      contactPhone: appointment.contactPhone,
      cancelReason: appointment.cancelReason,
      bookedByAdmin: appointment.bookedByAdmin,
      declinedBy: declinedBy ? { id: declinedBy.id, nameEs: declinedBy.nameEs, nameEn: declinedBy.nameEn } : null,
      declinedAt: appointment.declinedAt?.toISOString() ?? null,
      clientNoShows: noShows.get(appointment.userId) ?? 0,
      service: { nameEs: service.nameEs, nameEn: service.nameEn, durationMinutes: service.durationMinutes, price: service.price },
      items: lineItems.map(({ itemId, kind, nameEn, nameEs, price, durationMinutes }) => ({ itemId, kind, nameEn, nameEs, price, durationMinutes })),
      assignableStaffIds: day ? assignableStaff(appointment, lineItems, day) : [],
      serviceIds: requiredServiceIds(appointment, lineItems),
      user: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone },
      staff: member ? { id: member.id, nameEs: member.nameEs, nameEn: member.nameEn } : null,
    };
  });
}

/** Reads an appointment for change after taking its date's lock, so no booking or other change interleaves. */
async function lockedAppointment(tx: DbOrTx, id: number): Promise<Appointment> {
  const [peek] = await tx.select({ date: appointments.appointmentDate }).from(appointments).where(eq(appointments.id, id));
  if (!peek) throw new AppError("NOT_FOUND", "Appointment not found");
  await lockAppointmentDate(tx, peek.date);
  const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, id)).for("update");
  return appointment;
}

export async function assignStaff(db: Db, id: number, body: unknown, now: Date): Promise<AppointmentChange> {
  const { staffId } = assignStaffSchema.parse(body);
  const assigned = await db.transaction(async (tx) => {
    const appointment = await lockedAppointment(tx, id);
    if (FINAL_STATUSES.includes(appointment.status)) {
      throw new AppError("CONFLICT", `A ${appointment.status} appointment cannot be assigned`);
    }
    if (appointment.staffId === staffId) return appointment;
    const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
    if (!member) throw new AppError("NOT_FOUND", "Manicurist not found");
    const items = (await itemsOf(tx, [id])).get(id) ?? [];
    const candidates = assignableStaff(appointment, items, await loadDay(tx, appointment.appointmentDate));
    if (!candidates.includes(staffId)) {
      throw new AppError("CONFLICT", STAFF_NOT_FREE_MESSAGE);
    }
    const [updated] = await tx
      .update(appointments)
      .set({ staffId, staffAssignedAt: now, declinedByStaffId: null, declinedAt: null, updatedAt: now })
      .where(eq(appointments.id, id))
      .returning();
    if (appointment.staffId !== null) await enqueueStaffRemoved(tx, id, appointment.staffId, now);
    await requestStaffConfirmation(tx, id, now);
    return updated;
  });
  return changed(assigned);
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
    .set({ status: "completed", completedAt: now, actualEndTime: actualEndFor(appointment, now, early), updatedAt: now })
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
 * customer (with the reason, if given) and the manicurist taken off the job.
 */
export async function updateStatus(db: Db, id: number, body: unknown, now: Date): Promise<AppointmentChange> {
  const { status, reason, override } = statusUpdateSchema.parse(body);
  const updated = await db.transaction(async (tx) => {
    const appointment = await lockedAppointment(tx, id);
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
    const cancelling = status === "cancelled";
    const [row] = await tx
      .update(appointments)
      .set({
        status,
        updatedAt: now,
        ...(cancelling ? { cancelReason: reason, calendarSequence: appointment.calendarSequence + 1 } : {}),
      })
      .where(eq(appointments.id, id))
      .returning();
    if (status === "confirmed") await enqueueConfirmed(tx, id, now);
    if (cancelling) {
      await enqueueCancelled(tx, id, now);
      if (appointment.staffId !== null) await enqueueStaffRemoved(tx, id, appointment.staffId, now);
    }
    return row;
  });
  return changed(updated);
}

/** The target of a move that names nothing new is the appointment's own date, time and manicurist. */
function moveTarget(appointment: Appointment, move: z.output<typeof moveAppointmentSchema>) {
  return {
    date: move.appointmentDate ?? appointment.appointmentDate,
    time: move.appointmentTime ?? appointment.appointmentTime,
    staffId: move.staffId ?? appointment.staffId,
  };
}

/**
 * Moves an appointment to another date, time or manicurist in one transaction. Both dates' booking locks
 * are taken (in date order, so two moves between the same two dates cannot deadlock) before anything is
 * read, so no booking or other move can slip in: the old place is released and the new one held in the
 * same commit, never both, never neither. The new place is checked with the booking rules against the
 * day as it is, without the appointment itself. The customer is told with an updated calendar event; a
 * manicurist taken off is told; the manicurist holding the moved job is asked to confirm it again.
 */
export async function moveAppointment(db: Db, id: number, body: unknown, now: Date): Promise<AppointmentChange> {
  const move = moveAppointmentSchema.parse(body);
  const moved = await db.transaction(async (tx) => {
    const [peek] = await tx.select().from(appointments).where(eq(appointments.id, id));
    if (!peek) throw new AppError("NOT_FOUND", "Appointment not found");
    const target = moveTarget(peek, move);
    for (const date of [...new Set([peek.appointmentDate, target.date])].sort()) await lockAppointmentDate(tx, date);
    const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, id)).for("update");
    // Moved by someone else between the first read and the locks: the locks held are not this date's.
    if (appointment.appointmentDate !== peek.appointmentDate) throw new AppError("CONFLICT", MOVED_MEANWHILE);
    if (FINAL_STATUSES.includes(appointment.status)) {
      throw new AppError("CONFLICT", `A ${appointment.status} appointment cannot be moved`);
    }
    const unchanged =
      target.date === appointment.appointmentDate && target.time === appointment.appointmentTime && target.staffId === appointment.staffId;
    if (unchanged) return appointment;
    if (!isFrontDeskDate(target.date, now)) {
      throw new AppError("BAD_REQUEST", `Appointments can be moved to a date from today through the next ${FRONT_DESK_WINDOW_DAYS} days, Monday to Saturday`);
    }
    if (!SLOT_TIMES.includes(target.time)) throw new AppError("BAD_REQUEST", "Appointments start on the half hour between 09:00 and 20:30");
    if (target.staffId !== null && target.staffId !== appointment.staffId) {
      const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, target.staffId));
      if (!member) throw new AppError("NOT_FOUND", "Manicurist not found");
    }

    const items = (await itemsOf(tx, [id])).get(id) ?? [];
    const day = await loadDay(tx, target.date);
    const others = await heldOn(tx, target.date, id);
    const context = {
      date: target.date,
      now,
      durationMinutes: appointment.totalDuration,
      qualifiedStaffIds: qualifiedFor(requiredServiceIds(appointment, items), day),
      availability: day.availability,
      appointments: others,
    };
    if (!isSlotAvailable(target.time, context)) throw new AppError("CONFLICT", SLOT_TAKEN_MESSAGE);
    if (target.staffId !== null && !isStaffFreeAt(target.time, target.staffId, context, others)) {
      throw new AppError("CONFLICT", STAFF_NOT_FREE_MESSAGE);
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
        // The reminder belongs to the new time.
        reminderQueuedAt: null,
        updatedAt: now,
      })
      .where(eq(appointments.id, id))
      .returning();
    const [previousStaff] =
      appointment.staffId === null
        ? []
        : await tx.select({ nameEn: staff.nameEn, nameEs: staff.nameEs }).from(staff).where(eq(staff.id, appointment.staffId));
    await enqueueMoved(tx, id, { date: appointment.appointmentDate, time: appointment.appointmentTime, staff: previousStaff ?? null }, now);
    if (staffChanged && appointment.staffId !== null) await enqueueStaffRemoved(tx, id, appointment.staffId, now);
    if (target.staffId !== null) await requestStaffConfirmation(tx, id, now);
    return updated;
  });
  return changed(moved);
}

/**
 * The bookings holding time on a date, with their manicurist, as a new booking sees them (the same
 * statuses and the same shortened hold of a job completed early), leaving one appointment out.
 */
async function heldOn(tx: DbOrTx, date: string, leftOutId: number): Promise<AssignedBooking[]> {
  const rows = await tx
    .select({
      staffId: appointments.staffId,
      appointmentTime: appointments.appointmentTime,
      totalDuration: appointments.totalDuration,
      status: appointments.status,
      actualEndTime: appointments.actualEndTime,
    })
    .from(appointments)
    .where(and(eq(appointments.appointmentDate, date), ne(appointments.id, leftOutId), notInArray(appointments.status, [...NON_BLOCKING_STATUSES])));
  return assignedBookings(rows);
}

const MOVED_MEANWHILE = "This appointment was changed meanwhile. Reload the page and try again.";

/** Staff qualified for every service the appointment needs. */
function qualifiedFor(serviceIds: string[], day: DayContext): number[] {
  return [...day.qualifications.entries()].filter(([, qualified]) => serviceIds.every((id) => qualified.has(id))).map(([staffId]) => staffId);
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
