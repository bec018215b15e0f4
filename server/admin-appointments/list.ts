import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { AdminAppointment } from "@shared/admin-api";
import { adminAppointmentsQuerySchema, LIST_RANGE_MAX_DAYS, RANGE_INVERTED, RANGE_TOO_WIDE } from "@shared/admin-lists";
import { appointments, appointmentSegments, FINAL_STATUSES, services, staff, staffServices, users, type Appointment, type AppointmentItem, type AppointmentSegment } from "@shared/schema";
import { addDays, FRONT_DESK_WINDOW_DAYS, salonDate } from "@shared/time";
import { visitSegments } from "@shared/visit-api";
import type { Db } from "../infra/db/database";
import { contactMatches, personMatches } from "../infra/db/person-search";
import { AppError } from "../infra/http/errors";
import { decodeCursor, pageOf, type Page } from "../infra/http/paging";
import { staffDaysOn } from "../availability/staff-days";
import { busyOn, type DayContext, itemsOf, requiredServiceIds } from "../appointment-changes/day";
import { paymentSummaries } from "../payments/summary";
import { assignableStaff } from "./assignable";

const decliner = alias(staff, "decliner");

type Query = z.output<typeof adminAppointmentsQuerySchema>;

/** The sort key of a row: date, time, id. */
const cursorKey = z.tuple([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.string().regex(/^\d{2}:\d{2}$/), z.number().int().positive()]);

/** The filters of a request, with its range's defaults: today through the front desk's last bookable date. */
function scopeOf(query: Query, now: Date): { from: string; to: string } {
  const today = salonDate(now);
  const from = query.from ?? today;
  const to = query.to ?? addDays(today, FRONT_DESK_WINDOW_DAYS);
  if (to < from) throw new AppError("BAD_REQUEST", RANGE_INVERTED);
  if (addDays(from, LIST_RANGE_MAX_DAYS - 1) < to) throw new AppError("BAD_REQUEST", RANGE_TOO_WIDE);
  return { from, to };
}

function filtersOf(query: Query, range: { from: string; to: string }): SQL {
  const conditions: Array<SQL | undefined> = [gte(appointments.appointmentDate, range.from), lte(appointments.appointmentDate, range.to)];
  if (query.status === "active") conditions.push(notInArray(appointments.status, FINAL_STATUSES));
  else if (query.status !== "all") conditions.push(eq(appointments.status, query.status));
  // Unassigned: nobody has the visit, or (a visit in parts) one of its parts.
  if (query.staffId === "unassigned") {
    conditions.push(
      or(isNull(appointments.staffId), sql`EXISTS (SELECT 1 FROM ${appointmentSegments} WHERE ${appointmentSegments.appointmentId} = ${appointments.id} AND ${appointmentSegments.staffId} IS NULL)`)!,
    );
  }
  else if (query.staffId !== undefined) conditions.push(eq(appointments.staffId, query.staffId));
  if (query.q) {
    const clients = sql`(SELECT ${users.id} FROM ${users} WHERE ${personMatches(query.q, users)})`;
    conditions.push(or(sql`${appointments.userId} IN ${clients}`, contactMatches(query.q, { folded: appointments.contactSearch, phone: appointments.contactPhone })));
  }
  return and(...conditions)!;
}

/** Rows after the cursor's row, in the list's order. */
function after(query: Query, [date, time, id]: z.output<typeof cursorKey>): SQL {
  const sameDateLater = and(eq(appointments.appointmentDate, date), sql`(${appointments.appointmentTime}, ${appointments.id}) > (${time}, ${id})`);
  return or(query.order === "asc" ? gt(appointments.appointmentDate, date) : lt(appointments.appointmentDate, date), sameDateLater)!;
}

/** Who works, who does what and what is booked on each of a page's open dates, read together for all of them. */
async function daysOf(db: Db, dates: string[]): Promise<Map<string, DayContext>> {
  const days = new Map<string, DayContext>();
  if (dates.length === 0) return days;
  const [availability, qualificationRows, busy] = await Promise.all([staffDaysOn(db, dates), db.select().from(staffServices), busyOn(db, dates)]);
  const qualifications = new Map<number, Set<string>>();
  for (const row of qualificationRows) {
    qualifications.set(row.staffId, (qualifications.get(row.staffId) ?? new Set()).add(row.serviceId));
  }
  for (const date of dates) {
    days.set(date, { availability: availability.get(date) ?? [], qualifications, busy: busy.get(date) ?? [] });
  }
  return days;
}

/** The page's clients by their keys, with how many no-shows each has had, in one statement. */
async function clientsOf(db: Db, userIds: string[]): Promise<Map<string, { user: typeof users.$inferSelect; noShows: number }>> {
  if (userIds.length === 0) return new Map();
  const noShows = db
    .select({ count: count() })
    .from(appointments)
    .where(and(eq(appointments.status, "no_show"), eq(appointments.userId, users.id)));
  // Read by key after the page is chosen: joined to the page's query, PostgreSQL might read every client.
  const rows = await db
    .select({ user: users, noShows: sql<number>`(${noShows})`.mapWith(Number) })
    .from(users)
    .where(sql`${users.id} = ANY(${sql.param(userIds)}::uuid[])`);
  return new Map(rows.map((row) => [row.user.id, row]));
}

/**
 * GET /api/admin/appointments: one page of the appointments in a date range (at most LIST_RANGE_MAX_DAYS
 * days), filtered by status, manicurist and search, latest date first (or soonest first with order=asc),
 * then by time and id. Everything read is bounded by the range and the page.
 */
export async function listAdminAppointments(db: Db, rawQuery: unknown, now: Date): Promise<Page<AdminAppointment>> {
  const query = adminAppointmentsQuerySchema.parse(rawQuery);
  const scope = filtersOf(query, scopeOf(query, now));
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, cursorKey);
  const direction = query.order === "asc" ? asc : desc;
  // The page and its total are independent, and so are the page's items, clients and days once it is
  // chosen: two round trips' wait in all, whatever the page holds.
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ appointment: appointments, service: services, member: staff, decliner })
      .from(appointments)
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .leftJoin(staff, eq(staff.id, appointments.staffId))
      .leftJoin(decliner, eq(decliner.id, appointments.declinedByStaffId))
      .where(cursor ? and(scope, after(query, cursor)) : scope)
      .orderBy(direction(appointments.appointmentDate), asc(appointments.appointmentTime), asc(appointments.id))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(appointments).where(scope),
  ]);
  const page = pageOf(rows, query.limit, total, ({ appointment }) => [appointment.appointmentDate, appointment.appointmentTime, appointment.id]);
  return { ...page, rows: await listed(db, page.rows, now) };
}

/** One appointment as the list shows it (the answer of a change made from the list). */
export async function listedAppointment(db: Db, id: number, now: Date): Promise<AdminAppointment> {
  const [row] = await db
    .select({ appointment: appointments, service: services, member: staff, decliner })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(staff, eq(staff.id, appointments.staffId))
    .leftJoin(decliner, eq(decliner.id, appointments.declinedByStaffId))
    .where(eq(appointments.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Appointment not found");
  return (await listed(db, [row], now))[0];
}

/** The chosen rows with what the list shows beside each. */
async function listed(db: Db, rows: Omit<ListRow, "user" | "noShows">[], now: Date): Promise<AdminAppointment[]> {
  const openDates = [...new Set(rows.filter((row) => !FINAL_STATUSES.includes(row.appointment.status)).map((row) => row.appointment.appointmentDate))];
  const ids = rows.map((row) => row.appointment.id);
  const [items, clients, days, payments, parts] = await Promise.all([
    itemsOf(db, ids),
    clientsOf(db, [...new Set(rows.map((row) => row.appointment.userId))]),
    daysOf(db, openDates),
    paymentSummaries(db, ids),
    segmentsOf(db, ids),
  ]);
  return rows.map((row) => {
    const shown = toAdminAppointment({ ...row, ...clients.get(row.appointment.userId)! }, items.get(row.appointment.id) ?? [], days, salonDate(now));
    const stored = parts.get(row.appointment.id) ?? [];
    const confirmed = (id: number) => stored.find((part) => part.position === id)?.confirmedAt;
    const segments = visitSegments(shown, stored).map((segment) =>
      stored.length < 2 ? segment : { ...segment, confirmed: Boolean(confirmed(segment.id)) },
    );
    return { ...shown, payment: payments.get(row.appointment.id) ?? null, segments };
  });
}

/** The stored parts of the page's visits of several manicurists, by appointment (read by the segments' key). */
async function segmentsOf(db: Db, ids: number[]): Promise<Map<number, Omit<AppointmentSegment, "appointmentId">[]>> {
  const byVisit = new Map<number, Omit<AppointmentSegment, "appointmentId">[]>();
  if (ids.length === 0) return byVisit;
  const rows = await db.select().from(appointmentSegments).where(inArray(appointmentSegments.appointmentId, ids));
  for (const { appointmentId, ...part } of rows) byVisit.set(appointmentId, [...(byVisit.get(appointmentId) ?? []), part]);
  return byVisit;
}

type ListRow = {
  appointment: Appointment;
  service: typeof services.$inferSelect;
  user: typeof users.$inferSelect;
  noShows: number;
  member: typeof staff.$inferSelect | null;
  decliner: typeof staff.$inferSelect | null;
};

function toAdminAppointment(
  row: ListRow,
  lineItems: AppointmentItem[],
  days: Map<string, DayContext>,
  today: string,
): Omit<AdminAppointment, "payment" | "segments"> {
  const { appointment, service, user, noShows, member, decliner: declinedBy } = row;
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
    customerChangedAt: appointment.customerChangedAt?.toISOString() ?? null,
    clientNoShows: noShows,
    clientNote: user.notes,
    canRevert: appointment.statusBeforeFinal !== null && appointment.finalStatusAt !== null && salonDate(appointment.finalStatusAt) === today,
    service: { nameEs: service.nameEs, nameEn: service.nameEn, durationMinutes: service.durationMinutes, price: service.price },
    items: lineItems.map(({ itemId, kind, nameEn, nameEs, price, durationMinutes }) => ({ itemId, kind, nameEn, nameEs, price, durationMinutes })),
    assignableStaffIds: day && !FINAL_STATUSES.includes(appointment.status) ? assignableStaff(appointment, lineItems, day) : [],
    serviceIds: requiredServiceIds(appointment, lineItems),
    user: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone },
    staff: member ? { id: member.id, nameEs: member.nameEs, nameEn: member.nameEn } : null,
  };
}
