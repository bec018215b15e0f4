import { sql } from "drizzle-orm";
import { DEFAULT_CANCEL_CUTOFF_HOURS } from "@shared/manage-api";
import { type ClientsRow, type HoursRow, type Period, REBOOKING_DAYS, type RebookingRow, type VisitsRow } from "@shared/reports-api";
import { SALON_TIME_ZONE } from "@shared/time";
import type { Db } from "../infra/db/database";
import { periodOf, rate } from "./period";

/*
 * The visit reports read appointments by their salon date over appointments_list_asc_idx (and, per client,
 * appointments_user_idx / appointments_status_user_date_idx), each as one aggregate statement.
 */

/**
 * Booked (every appointment but a manicurist's decline), completed, no-shows and cancellations per period. A
 * late cancellation is one made less than the online cut-off before the start, the start read in the
 * salon's zone (so a cancellation across a DST switch is timed right). The no-show rate is no-shows among
 * the visits that were due (completed + no-shows); the late-cancel rate is late cancellations among booked.
 */
export async function visitsByPeriod(db: Db, from: string, to: string, period: Period): Promise<VisitsRow[]> {
  const key = periodOf(sql`appointment_date`, period).key;
  const result = await db.execute<VisitsRow>(sql`
    WITH counted AS (
      SELECT ${key} AS period,
        count(*) FILTER (WHERE status <> 'declined')::int AS booked,
        count(*) FILTER (WHERE status = 'completed')::int AS completed,
        count(*) FILTER (WHERE status = 'no_show')::int AS "noShows",
        count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
        count(*) FILTER (WHERE status = 'cancelled' AND updated_at > ((appointment_date || ' ' || appointment_time)::timestamp AT TIME ZONE ${SALON_TIME_ZONE})
          - make_interval(hours => ${DEFAULT_CANCEL_CUTOFF_HOURS}::int))::int AS "lateCancels"
      FROM appointments WHERE appointment_date BETWEEN ${from} AND ${to} GROUP BY 1
    )
    SELECT *, ${rate(sql`"noShows"`, sql`completed + "noShows"`)} AS "noShowRate", ${rate(sql`"lateCancels"`, sql`booked`)} AS "lateCancelRate"
    FROM counted ORDER BY period`);
  return result.rows;
}

/** Completed visits per period, and how many of them the client followed with another visit within six weeks. */
export async function rebookingByPeriod(db: Db, from: string, to: string, period: Period): Promise<RebookingRow[]> {
  const key = periodOf(sql`a.appointment_date`, period).key;
  const result = await db.execute<RebookingRow>(sql`
    WITH visited AS (
      SELECT ${key} AS period, EXISTS (
        SELECT 1 FROM appointments b
        WHERE b.user_id = a.user_id AND b.appointment_date > a.appointment_date
          AND b.appointment_date <= to_char(a.appointment_date::date + ${REBOOKING_DAYS}::int, 'YYYY-MM-DD')
          AND b.status NOT IN ('cancelled', 'declined', 'no_show')
      ) AS rebooked
      FROM appointments a WHERE a.status = 'completed' AND a.appointment_date BETWEEN ${from} AND ${to}
    )
    SELECT period, count(*)::int AS visits, count(*) FILTER (WHERE rebooked)::int AS rebooked, ${rate(sql`count(*) FILTER (WHERE rebooked)`, sql`count(*)`)} AS rate
    FROM visited GROUP BY period ORDER BY period`);
  return result.rows;
}

/** Clients with a completed visit per period: new (their first completed visit ever falls in it) or returning. */
export async function clientsByPeriod(db: Db, from: string, to: string, period: Period): Promise<ClientsRow[]> {
  const { key, start } = periodOf(sql`appointment_date`, period);
  const result = await db.execute<ClientsRow>(sql`
    WITH visiting AS (
      SELECT DISTINCT ${key} AS period, ${start} AS start, user_id FROM appointments
      WHERE status = 'completed' AND appointment_date BETWEEN ${from} AND ${to}
    ),
    judged AS (
      SELECT period, NOT EXISTS (
        SELECT 1 FROM appointments e WHERE e.status = 'completed' AND e.user_id = v.user_id AND e.appointment_date < v.start
      ) AS is_new
      FROM visiting v
    )
    SELECT period, count(*)::int AS clients, count(*) FILTER (WHERE is_new)::int AS "newClients", count(*) FILTER (WHERE NOT is_new)::int AS returning
    FROM judged GROUP BY period ORDER BY period`);
  return result.rows;
}

/** Visits (booked, not cancelled or declined) by weekday and starting hour in salon time: the busiest hours' heat map. */
export async function visitsByHour(db: Db, from: string, to: string): Promise<HoursRow[]> {
  const result = await db.execute<HoursRow>(sql`
    SELECT extract(dow FROM appointment_date::date)::int AS weekday, split_part(appointment_time, ':', 1)::int AS hour, count(*)::int AS visits
    FROM appointments
    WHERE appointment_date BETWEEN ${from} AND ${to} AND status NOT IN ('cancelled', 'declined')
    GROUP BY 1, 2 ORDER BY 1, 2`);
  return result.rows;
}
