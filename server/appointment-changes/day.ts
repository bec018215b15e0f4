import { and, asc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { type AssignedBooking, NON_BLOCKING_STATUSES, type SlotContext } from "@shared/booking-rules";
import { type AssignedVisit, assignedParts } from "@shared/visit-slots";
import { type Appointment, type AppointmentItem, appointmentItems, appointments, appointmentSegments, staffServices, UPCOMING_STATUSES } from "@shared/schema";
import type { ResolvedStaffDay } from "@shared/schedule";
import { fromMinutes, toMinutes } from "@shared/time";
import { staffDaysOn } from "../availability/staff-days";
import type { DbOrTx } from "../infra/db/database";

/**
 * What one person holds on a date: an appointment, or one part of a visit of several parts (`position`,
 * with that part's manicurist and minutes), so a visit's manicurists each hold only their own part.
 */
export type BusyHold = Pick<Appointment, "id" | "staffId" | "appointmentTime" | "totalDuration" | "status"> & { position?: number };

/** One date as a change to an appointment sees it: who works, who does what, and what is booked. */
export interface DayContext {
  availability: ResolvedStaffDay[];
  qualifications: Map<number, Set<string>>;
  busy: BusyHold[];
}

export async function loadDay(tx: DbOrTx, date: string): Promise<DayContext> {
  const availability = (await staffDaysOn(tx, [date])).get(date) ?? [];
  const qualificationRows = await tx.select().from(staffServices);
  const qualifications = new Map<number, Set<string>>();
  for (const row of qualificationRows) {
    qualifications.set(row.staffId, (qualifications.get(row.staffId) ?? new Set()).add(row.serviceId));
  }
  return { availability, qualifications, busy: (await busyOn(tx, [date])).get(date) ?? [] };
}

/** The upcoming appointments of some dates as people hold them (`BusyHold`), by date, in one statement. */
export async function busyOn(tx: DbOrTx, dates: string[]): Promise<Map<string, BusyHold[]>> {
  const rows = await tx
    .select({
      id: appointments.id,
      date: appointments.appointmentDate,
      staffId: appointments.staffId,
      appointmentTime: appointments.appointmentTime,
      totalDuration: appointments.totalDuration,
      status: appointments.status,
      part: {
        position: appointmentSegments.position,
        staffId: appointmentSegments.staffId,
        startOffsetMinutes: appointmentSegments.startOffsetMinutes,
        durationMinutes: appointmentSegments.durationMinutes,
      },
    })
    .from(appointments)
    .leftJoin(appointmentSegments, eq(appointmentSegments.appointmentId, appointments.id))
    .where(and(sql`${appointments.appointmentDate} = ANY(${sql.param(dates)}::varchar[])`, inArray(appointments.status, UPCOMING_STATUSES)));
  const byDate = new Map<string, BusyHold[]>();
  for (const { date, part, ...appointment } of rows) {
    const hold = part
      ? { ...appointment, staffId: part.staffId, appointmentTime: fromMinutes(toMinutes(appointment.appointmentTime) + part.startOffsetMinutes), totalDuration: part.durationMinutes, position: part.position }
      : appointment;
    byDate.set(date, [...(byDate.get(date) ?? []), hold]);
  }
  return byDate;
}

export async function itemsOf(tx: DbOrTx, appointmentIds: number[]): Promise<Map<number, AppointmentItem[]>> {
  const byAppointment = new Map<number, AppointmentItem[]>();
  if (appointmentIds.length === 0) return byAppointment;
  const rows = await tx
    .select()
    .from(appointmentItems)
    // One array parameter, however many ids: a bind parameter per id would stop at the protocol's 65,535.
    .where(sql`${appointmentItems.appointmentId} = ANY(${sql.param(appointmentIds)}::int[])`)
    .orderBy(asc(appointmentItems.position));
  for (const row of rows) byAppointment.set(row.appointmentId, [...(byAppointment.get(row.appointmentId) ?? []), row]);
  return byAppointment;
}

/** The catalogue services an appointment needs a manicurist to be qualified for; removals need none. */
export function requiredServiceIds(appointment: Pick<Appointment, "serviceId">, items: AppointmentItem[]): string[] {
  const ids = items
    .map((item) => (item.kind === "option" ? item.parentServiceId : item.kind === "removal" ? null : item.itemId))
    .filter((id): id is string => Boolean(id));
  return ids.length > 0 ? [...new Set(ids)] : [appointment.serviceId];
}

/** Staff qualified for every service the appointment needs. */
export function qualifiedFor(serviceIds: string[], day: DayContext): number[] {
  return [...day.qualifications.entries()].filter(([, qualified]) => serviceIds.every((id) => qualified.has(id))).map(([staffId]) => staffId);
}

/**
 * The bookings holding time on a date, with their manicurist, as a new booking sees them (the same
 * statuses and the same shortened hold of a job completed early), leaving one appointment out; a visit of
 * several parts is one booking per part, with that part's manicurist (`assignedParts`).
 */
export async function heldOn(tx: DbOrTx, date: string, leftOutId: number): Promise<AssignedBooking[]> {
  const rows = await tx
    .select({
      staffId: appointments.staffId,
      appointmentTime: appointments.appointmentTime,
      totalDuration: appointments.totalDuration,
      status: appointments.status,
      actualEndTime: appointments.actualEndTime,
      segments: sql<NonNullable<AssignedVisit["segments"]>>`(SELECT coalesce(json_agg(json_build_object('startOffsetMinutes', s.start_offset_minutes,
        'durationMinutes', s.duration_minutes, 'staffId', s.staff_id) ORDER BY s.position), '[]') FROM appointment_segments s WHERE s.appointment_id = ${appointments.id})`,
    })
    .from(appointments)
    .where(and(eq(appointments.appointmentDate, date), ne(appointments.id, leftOutId), notInArray(appointments.status, [...NON_BLOCKING_STATUSES])));
  return assignedParts(rows);
}

/**
 * The slot rules' view of `date` for an existing appointment taking a new place there: the booking page's
 * rules, with the appointment itself left out so it never blocks its own move.
 */
export async function placeContext(tx: DbOrTx, appointment: Appointment, date: string, now: Date): Promise<SlotContext & { appointments: AssignedBooking[] }> {
  const items = (await itemsOf(tx, [appointment.id])).get(appointment.id) ?? [];
  const day = await loadDay(tx, date);
  return {
    date,
    now,
    durationMinutes: appointment.totalDuration,
    qualifiedStaffIds: qualifiedFor(requiredServiceIds(appointment, items), day),
    availability: day.availability,
    appointments: await heldOn(tx, date, appointment.id),
  };
}
