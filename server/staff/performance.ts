import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import {
  STAFF_PERFORMANCE_LINES,
  type CompletedServiceLine,
  type StaffPerformanceMonth,
  type StaffPerformanceRow,
  type UpcomingServiceLine,
} from "@shared/admin-catalogue-api";
import { PERFORMANCE_RANGE_MAX_DAYS, PERFORMANCE_RANGE_TOO_WIDE, RANGE_INVERTED, staffPerformanceQuerySchema } from "@shared/admin-lists";
import { appointments, staff, UPCOMING_STATUSES } from "@shared/schema";
import { addDays, FRONT_DESK_WINDOW_DAYS, salonDate } from "@shared/time";
import type { Db } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { memberColumns } from "./service";

export interface PerformanceRange {
  from: string;
  to: string;
}

/**
 * The range asked for, refused when inverted or wider than allowed; by default the twelve calendar months
 * ending with this one, through the last date the front desk can book, so that a job marked completed ahead
 * of its date ("Complete Now") counts at once. The default is a fixed, bounded window, so the width limit
 * (which stops a request from widening the read) applies only to a range the request names.
 */
export function performanceRange(query: unknown, now: Date): PerformanceRange {
  const parsed = staffPerformanceQuerySchema.parse(query);
  const today = salonDate(now);
  const [year, month] = today.split("-").map(Number);
  const start = new Date(Date.UTC(year, month - 1 - 11, 1)).toISOString().slice(0, 10);
  const from = parsed.from ?? start;
  const to = parsed.to ?? addDays(today, FRONT_DESK_WINDOW_DAYS);
  if (to < from) throw new AppError("BAD_REQUEST", RANGE_INVERTED);
  const named = parsed.from !== undefined || parsed.to !== undefined;
  if (named && addDays(from, PERFORMANCE_RANGE_MAX_DAYS - 1) < to) throw new AppError("BAD_REQUEST", PERFORMANCE_RANGE_TOO_WIDE);
  return { from, to };
}


const month = sql<string>`substr(${appointments.appointmentDate}, 1, 7)`;

/**
 * One row per active staff member, the busiest (most completed services in the range) first. Every
 * number is counted by PostgreSQL; only the few latest and soonest lines of each member are read.
 */
export async function staffPerformance(db: Db, range: PerformanceRange, now: Date): Promise<StaffPerformanceRow[]> {
  const today = salonDate(now);
  const members = await db.select(memberColumns).from(staff).where(eq(staff.active, true)).orderBy(asc(staff.id));
  if (members.length === 0) return [];
  const ids = members.map((member) => member.id);
  const inRange = and(
    inArray(appointments.staffId, ids),
    gte(appointments.appointmentDate, range.from),
    lte(appointments.appointmentDate, range.to),
  );
  // One pass: per member and month, and (month null) per member.
  const tallies = await db
    .select({
      staffId: sql<number>`${appointments.staffId}`,
      month: sql<string | null>`CASE WHEN grouping(${month}) = 0 THEN ${month} END`,
      completed: sql<number>`count(*) FILTER (WHERE ${appointments.status} = 'completed')::int`,
      revenue: sql<number>`coalesce(sum(${appointments.totalPrice}) FILTER (WHERE ${appointments.status} = 'completed'), 0)::int`,
      noShows: sql<number>`count(*) FILTER (WHERE ${appointments.status} = 'no_show')::int`,
      cancelled: sql<number>`count(*) FILTER (WHERE ${appointments.status} = 'cancelled')::int`,
    })
    .from(appointments)
    .where(inRange)
    .groupBy(sql`GROUPING SETS ((${appointments.staffId}), (${appointments.staffId}, ${month}))`);
  const upcomingCounts = await db
    .select({ staffId: sql<number>`${appointments.staffId}`, count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(inArray(appointments.staffId, ids), gte(appointments.appointmentDate, today), inArray(appointments.status, UPCOMING_STATUSES)))
    .groupBy(appointments.staffId);
  const latest = await latestLines(db, ids, range);
  const soonest = await soonestLines(db, ids, today);

  const rows = members.map((member): StaffPerformanceRow => {
    const total = tallies.find((tally) => tally.staffId === member.id && tally.month === null);
    const months: StaffPerformanceMonth[] = tallies
      .filter((tally) => tally.staffId === member.id && tally.month !== null && tally.completed > 0)
      .map((tally) => ({ month: tally.month!, completed: tally.completed, revenue: tally.revenue }))
      .sort((a, b) => a.month.localeCompare(b.month));
    const completed = total?.completed ?? 0;
    const revenue = total?.revenue ?? 0;
    return {
      staff: member,
      completedServices: completed,
      upcomingAppointments: upcomingCounts.find((row) => row.staffId === member.id)?.count ?? 0,
      totalRevenue: revenue,
      averageTicket: completed === 0 ? 0 : Math.round(revenue / completed),
      noShows: total?.noShows ?? 0,
      cancelled: total?.cancelled ?? 0,
      services: latest.get(member.id) ?? [],
      upcomingServices: soonest.get(member.id) ?? [],
      months,
    };
  });
  // Array.prototype.sort is stable: equal counts keep staff id order.
  return rows.sort((a, b) => b.completedServices - a.completedServices);
}

function byStaff<Line>(rows: Array<Line & { staffId: number | null }>): Map<number, Line[]> {
  const grouped = new Map<number, Line[]>();
  for (const { staffId, ...line } of rows) {
    if (staffId !== null) grouped.set(staffId, [...(grouped.get(staffId) ?? []), line as unknown as Line]);
  }
  return grouped;
}

/** Each member's latest completed lines in the range: a few index reads per member, whatever the history. */
async function latestLines(db: Db, ids: number[], range: PerformanceRange): Promise<Map<number, CompletedServiceLine[]>> {
  const { rows } = await db.execute<Pick<CompletedServiceLine, keyof CompletedServiceLine> & { staffId: number }>(sql`
    SELECT m.id AS "staffId", line.* FROM unnest(${sql.param(ids)}::int[]) AS m(id)
    CROSS JOIN LATERAL (
      SELECT s.name_en AS "serviceName", s.name_es AS "serviceNameEs", a.appointment_date AS "appointmentDate", a.total_price AS price
      FROM appointments a JOIN services s ON s.id = a.service_id
      WHERE a.staff_id = m.id AND a.status = 'completed' AND a.appointment_date BETWEEN ${range.from} AND ${range.to}
      ORDER BY a.appointment_date DESC, a.appointment_time DESC, a.id DESC
      LIMIT ${STAFF_PERFORMANCE_LINES}
    ) line`);
  return byStaff(rows);
}

/** Each member's soonest upcoming lines, from today on. */
async function soonestLines(db: Db, ids: number[], today: string): Promise<Map<number, UpcomingServiceLine[]>> {
  const { rows } = await db.execute<Pick<UpcomingServiceLine, keyof UpcomingServiceLine> & { staffId: number }>(sql`
    SELECT m.id AS "staffId", line.* FROM unnest(${sql.param(ids)}::int[]) AS m(id)
    CROSS JOIN LATERAL (
      SELECT s.name_en AS "serviceName", s.name_es AS "serviceNameEs", a.appointment_date AS "appointmentDate", a.appointment_time AS "appointmentTime"
      FROM appointments a JOIN services s ON s.id = a.service_id
      WHERE a.staff_id = m.id AND a.appointment_date >= ${today} AND a.status = ANY(${sql.param(UPCOMING_STATUSES)}::varchar[])
      ORDER BY a.appointment_date, a.appointment_time, a.id
      LIMIT ${STAFF_PERFORMANCE_LINES}
    ) line`);
  return byStaff(rows);
}
