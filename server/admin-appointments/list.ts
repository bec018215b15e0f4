import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { AdminAppointment } from "@shared/admin-api";
import { adminAppointmentsQuerySchema, LIST_RANGE_MAX_DAYS, RANGE_INVERTED, RANGE_TOO_WIDE } from "@shared/admin-lists";
import { appointments, FINAL_STATUSES, services, staff, staffServices, UPCOMING_STATUSES, users, type Appointment, type AppointmentItem } from "@shared/schema";
import { addDays, FRONT_DESK_WINDOW_DAYS, salonDate } from "@shared/time";
import type { Db } from "../infra/db/database";
import { contactMatches, personMatches } from "../infra/db/person-search";
import { AppError } from "../infra/http/errors";
import { decodeCursor, pageOf, type Page } from "../infra/http/paging";
import { staffDaysOn } from "../availability/staff-days";
import { type DayContext, itemsOf, requiredServiceIds } from "../appointment-changes/day";
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
  if (query.staffId === "unassigned") conditions.push(isNull(appointments.staffId));
  else if (query.staffId !== undefined) conditions.push(eq(appointments.staffId, query.staffId));
  if (query.q) {
    const clients = sql`(SELECT ${users.id} FROM ${users} WHERE ${personMatches(query.q, users)})`;
    conditions.push(or(sql`${appointments.userId} IN ${clients}`, contactMatches(query.q, { name: appointments.contactName, phone: appointments.contactPhone })));
  }
  return and(...conditions)!;
}

/** Rows after the cursor's row, in the list's order. */
function after(query: Query, [date, time, id]: z.output<typeof cursorKey>): SQL {
  const sameDateLater = and(eq(appointments.appointmentDate, date), sql`(${appointments.appointmentTime}, ${appointments.id}) > (${time}, ${id})`);
  return or(query.order === "asc" ? gt(appointments.appointmentDate, date) : lt(appointments.appointmentDate, date), sameDateLater)!;
}

/** Who works, who does what and what is booked on each of a page's open dates, read once for all of them. */
async function daysOf(db: Db, dates: string[]): Promise<Map<string, DayContext>> {
  const days = new Map<string, DayContext>();
  if (dates.length === 0) return days;
  const availability = await staffDaysOn(db, dates);
  const qualifications = new Map<number, Set<string>>();
  for (const row of await db.select().from(staffServices)) {
    qualifications.set(row.staffId, (qualifications.get(row.staffId) ?? new Set()).add(row.serviceId));
  }
  const busy = await db
    .select({
      id: appointments.id,
      date: appointments.appointmentDate,
      staffId: appointments.staffId,
      appointmentTime: appointments.appointmentTime,
      totalDuration: appointments.totalDuration,
      status: appointments.status,
    })
    .from(appointments)
    .where(and(sql`${appointments.appointmentDate} = ANY(${sql.param(dates)}::varchar[])`, inArray(appointments.status, UPCOMING_STATUSES)));
  for (const date of dates) {
    days.set(date, { availability: availability.get(date) ?? [], qualifications, busy: busy.filter((row) => row.date === date) });
  }
  return days;
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
  const rows = await db
    .select({ appointment: appointments, service: services, member: staff, decliner })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(staff, eq(staff.id, appointments.staffId))
    .leftJoin(decliner, eq(decliner.id, appointments.declinedByStaffId))
    .where(cursor ? and(scope, after(query, cursor)) : scope)
    .orderBy(direction(appointments.appointmentDate), asc(appointments.appointmentTime), asc(appointments.id))
    .limit(query.limit + 1);
  const [{ total }] = await db.select({ total: count() }).from(appointments).where(scope);
  const page = pageOf(rows, query.limit, total, ({ appointment }) => [appointment.appointmentDate, appointment.appointmentTime, appointment.id]);

  const items = await itemsOf(db, page.rows.map((row) => row.appointment.id));
  const userIds = [...new Set(page.rows.map((row) => row.appointment.userId))];
  // The page's clients by their keys, after the page is chosen: joined before, PostgreSQL might read them all.
  const clients = new Map(
    userIds.length === 0
      ? []
      : (await db.select().from(users).where(sql`${users.id} = ANY(${sql.param(userIds)}::uuid[])`)).map((user) => [user.id, user]),
  );
  const noShows = new Map(
    userIds.length === 0
      ? []
      : (
          await db
            .select({ userId: appointments.userId, count: count() })
            .from(appointments)
            .where(and(eq(appointments.status, "no_show"), sql`${appointments.userId} = ANY(${sql.param(userIds)}::uuid[])`))
            .groupBy(appointments.userId)
        ).map((row) => [row.userId, row.count]),
  );
  const openDates = [...new Set(page.rows.filter((row) => !FINAL_STATUSES.includes(row.appointment.status)).map((row) => row.appointment.appointmentDate))];
  const days = await daysOf(db, openDates);
  return {
    ...page,
    rows: page.rows.map((row) =>
      toAdminAppointment({ ...row, user: clients.get(row.appointment.userId)! }, items.get(row.appointment.id) ?? [], noShows, days, salonDate(now)),
    ),
  };
}

type ListRow = {
  appointment: Appointment;
  service: typeof services.$inferSelect;
  user: typeof users.$inferSelect;
  member: typeof staff.$inferSelect | null;
  decliner: typeof staff.$inferSelect | null;
};

function toAdminAppointment(
  row: ListRow,
  lineItems: AppointmentItem[],
  noShows: Map<string, number>,
  days: Map<string, DayContext>,
  today: string,
): AdminAppointment {
  const { appointment, service, user, member, decliner: declinedBy } = row;
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
    clientNoShows: noShows.get(appointment.userId) ?? 0,
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
