import { asc, eq, sql, type SQL } from "drizzle-orm";
import {
  STAFF_PERFORMANCE_LINES,
  type CompletedServiceLine,
  type StaffPerformanceMonth,
  type StaffPerformanceRow,
  type UpcomingServiceLine,
} from "@shared/admin-catalogue-api";
import { PERFORMANCE_RANGE_MAX_DAYS, PERFORMANCE_RANGE_TOO_WIDE, RANGE_INVERTED, staffPerformanceQuerySchema } from "@shared/admin-lists";
import { staff, UPCOMING_STATUSES } from "@shared/schema";
import { addDays, FRONT_DESK_WINDOW_DAYS, salonDate } from "@shared/time";
import type { Db } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { partShares } from "../reports/parts";
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


/**
 * The CTEs ending in `jobs`: the jobs of the members `ids` whose appointment `a` matches `where`, counted
 * and summed per member, month and status. A visit of one part counts once for its manicurist with its
 * booked price; a visit of several parts (`in_parts`, found by its own index within `where`'s dates) counts
 * once for each member with a part in it, with her parts' share of the booked price (server/reports/parts.ts).
 * Neither branch finds the other's visits.
 */
function jobsOf(ids: number[], where: SQL): SQL {
  const members = sql`${sql.param(ids)}::int[]`;
  return sql`
    parted AS MATERIALIZED (
      SELECT a.id AS appointment_id, a.total_price AS amount, a.appointment_date, a.status FROM appointments a WHERE a.in_parts AND ${where}
    ),
    jobs AS (
      SELECT a.staff_id, substr(a.appointment_date, 1, 7) AS month, a.status, count(*) AS jobs, sum(a.total_price) AS revenue FROM appointments a
      WHERE a.staff_id = ANY(${members}) AND ${where} AND NOT a.in_parts
      GROUP BY 1, 2, 3
      UNION ALL
      SELECT parts.staff_id, substr(parted.appointment_date, 1, 7), parted.status, count(DISTINCT parts.appointment_id), sum(parts.share)
      FROM (${partShares(sql`parted`)}) parts JOIN parted USING (appointment_id)
      WHERE parts.staff_id = ANY(${members})
      GROUP BY 1, 2, 3
    )`;
}

/**
 * One row per active staff member, the busiest (most completed jobs in the range) first. Every number is
 * counted by PostgreSQL; only the few latest and soonest lines of each member are read.
 */
export async function staffPerformance(db: Db, range: PerformanceRange, now: Date): Promise<StaffPerformanceRow[]> {
  const today = salonDate(now);
  const members = await db.select(memberColumns).from(staff).where(eq(staff.active, true)).orderBy(asc(staff.id));
  if (members.length === 0) return [];
  const ids = members.map((member) => member.id);
  // The four reads are independent: they run side by side, each on its own pooled connection.
  const [{ rows: tallies }, { rows: upcomingCounts }, latest, soonest] = await Promise.all([
    // One pass: per member and month, and (month null) per member.
    db.execute<{ staffId: number; month: string | null; completed: number; revenue: number; noShows: number; cancelled: number }>(sql`
      WITH ${jobsOf(ids, sql`a.appointment_date BETWEEN ${range.from} AND ${range.to}`)}
      SELECT staff_id AS "staffId", CASE WHEN grouping(month) = 0 THEN month END AS month,
        coalesce(sum(jobs) FILTER (WHERE status = 'completed'), 0)::int AS completed,
        coalesce(sum(revenue) FILTER (WHERE status = 'completed'), 0)::int AS revenue,
        coalesce(sum(jobs) FILTER (WHERE status = 'no_show'), 0)::int AS "noShows",
        coalesce(sum(jobs) FILTER (WHERE status = 'cancelled'), 0)::int AS cancelled
      FROM jobs GROUP BY GROUPING SETS ((staff_id), (staff_id, month))`),
    db.execute<{ staffId: number; count: number }>(sql`
      WITH ${jobsOf(ids, sql`a.appointment_date >= ${today} AND a.status = ANY(${sql.param(UPCOMING_STATUSES)}::varchar[])`)}
      SELECT staff_id AS "staffId", sum(jobs)::int AS count FROM jobs GROUP BY staff_id`),
    latestLines(db, ids, range),
    soonestLines(db, ids, today),
  ]);

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

type JobLine = {
  staffId: number;
  serviceName: string;
  serviceNameEs: string;
  appointmentDate: string;
  /** When her job starts: the visit's start, or her first part's. */
  appointmentTime: string;
  /** Cents: the visit's booked price, or her parts' share of it. */
  price: number;
};

/**
 * Each member's first STAFF_PERFORMANCE_LINES jobs (as jobsOf counts them) whose appointment `a` matches
 * `where`, in date and time order (`direction`), named by the job's first service: her visits of one part
 * and her visits in parts each read in order by an index until enough are found; her share of a visit of
 * several parts is worked out for the lines kept only.
 */
async function linesOf(db: Db, ids: number[], where: SQL, direction: "ASC" | "DESC"): Promise<Map<number, JobLine[]>> {
  const order = sql.raw(`appointment_date ${direction}, at ${direction}, id ${direction}`);
  const { rows } = await db.execute<JobLine>(sql`
    SELECT m.id AS "staffId", s.name_en AS "serviceName", s.name_es AS "serviceNameEs", job.appointment_date AS "appointmentDate",
      job.at AS "appointmentTime", coalesce(hers.price, job.amount) AS price
    FROM unnest(${sql.param(ids)}::int[]) AS m(id)
    CROSS JOIN LATERAL (
      SELECT * FROM (
        (SELECT a.id, a.appointment_date, a.appointment_time AS at, a.service_id, a.total_price AS amount FROM appointments a
          WHERE a.staff_id = m.id AND ${where} AND NOT a.in_parts
          ORDER BY ${order} LIMIT ${STAFF_PERFORMANCE_LINES})
        UNION ALL
        -- Her visits in parts, latest (or soonest) first by the date index of visits in parts, at her first part's time.
        (SELECT a.id, a.appointment_date, to_char(a.appointment_time::time + make_interval(mins => mine.start), 'HH24:MI') AS at, NULL, a.total_price AS amount
          FROM appointments a CROSS JOIN LATERAL (
            SELECT min(p.start_offset_minutes) AS start FROM appointment_segments p WHERE p.appointment_id = a.id AND p.staff_id = m.id
          ) mine
          -- A member who never had a part (lashes, brows) does not walk the range's visits in parts.
          WHERE a.in_parts AND ${where} AND mine.start IS NOT NULL AND EXISTS (SELECT 1 FROM appointment_segments any_part WHERE any_part.staff_id = m.id)
          ORDER BY ${order} LIMIT ${STAFF_PERFORMANCE_LINES})
      ) jobs ORDER BY ${order} LIMIT ${STAFF_PERFORMANCE_LINES}
    ) job
    -- Her parts of the job, none for a visit of one part.
    CROSS JOIN LATERAL (
      SELECT (array_agg(part.service_ids[1] ORDER BY part.position))[1] AS service_id, sum(part.share)::int AS price
      FROM (${partShares(sql`(SELECT job.id AS appointment_id, job.amount)`)}) part WHERE part.staff_id = m.id
    ) hers
    JOIN services s ON s.id = coalesce(hers.service_id, job.service_id)
    ORDER BY m.id, ${sql.raw(`job.appointment_date ${direction}, job.at ${direction}, job.id ${direction}`)}`);
  const grouped = new Map<number, JobLine[]>();
  for (const row of rows) grouped.set(row.staffId, [...(grouped.get(row.staffId) ?? []), row]);
  return grouped;
}

/** Each member's latest completed lines in the range. */
async function latestLines(db: Db, ids: number[], range: PerformanceRange): Promise<Map<number, CompletedServiceLine[]>> {
  const lines = await linesOf(db, ids, sql`a.status = 'completed' AND a.appointment_date BETWEEN ${range.from} AND ${range.to}`, "DESC");
  return new Map(
    [...lines].map(([staffId, jobs]) => [
      staffId,
      jobs.map(({ serviceName, serviceNameEs, appointmentDate, price }) => ({ serviceName, serviceNameEs, appointmentDate, price })),
    ]),
  );
}

/** Each member's soonest upcoming lines, from today on. */
async function soonestLines(db: Db, ids: number[], today: string): Promise<Map<number, UpcomingServiceLine[]>> {
  const lines = await linesOf(db, ids, sql`a.appointment_date >= ${today} AND a.status = ANY(${sql.param(UPCOMING_STATUSES)}::varchar[])`, "ASC");
  return new Map(
    [...lines].map(([staffId, jobs]) => [
      staffId,
      jobs.map(({ serviceName, serviceNameEs, appointmentDate, appointmentTime }) => ({ serviceName, serviceNameEs, appointmentDate, appointmentTime })),
    ]),
  );
}
