import { and, asc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { assignedBookings, type AssignedBooking, NON_BLOCKING_STATUSES, type SlotContext } from "@shared/booking-rules";
import { type Appointment, type AppointmentItem, appointmentItems, appointments, staffServices, UPCOMING_STATUSES } from "@shared/schema";
import type { ResolvedStaffDay } from "@shared/schedule";
import { staffDaysOn } from "../availability/staff-days";
import type { DbOrTx } from "../infra/db/database";

/** One date as a change to an appointment sees it: who works, who does what, and what is booked. */
export interface DayContext {
  availability: ResolvedStaffDay[];
  qualifications: Map<number, Set<string>>;
  busy: Pick<Appointment, "id" | "staffId" | "appointmentTime" | "totalDuration" | "status">[];
}

export async function loadDay(tx: DbOrTx, date: string): Promise<DayContext> {
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
 * statuses and the same shortened hold of a job completed early), leaving one appointment out.
 */
export async function heldOn(tx: DbOrTx, date: string, leftOutId: number): Promise<AssignedBooking[]> {
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
