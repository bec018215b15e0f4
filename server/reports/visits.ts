import { sql } from "drizzle-orm";
import { DEFAULT_CANCEL_CUTOFF_HOURS } from "@shared/manage-api";
import { type ClientsRow, type HoursRow, type Period, REBOOKING_DAYS, type RebookingRow, type VisitsRow } from "@shared/reports-api";
import { addDays, SALON_TIME_ZONE } from "@shared/time";
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

/**
 * Completed visits per period, and how many of them the client followed with another visit (not cancelled,
 * declined or missed) 1 to 42 days later. One pass over the range plus six weeks, sorted per client: a window
 * counts each visit's later visits inside the six weeks, instead of a lookup per visit.
 */
export async function rebookingByPeriod(db: Db, from: string, to: string, period: Period): Promise<RebookingRow[]> {
  const key = periodOf(sql`appointment_date`, period).key;
  const result = await db.execute<RebookingRow>(sql`
    WITH kept AS (
      SELECT appointment_date, status, count(*) OVER (
        PARTITION BY user_id ORDER BY appointment_date::date
        RANGE BETWEEN '1 day'::interval FOLLOWING AND ${`${REBOOKING_DAYS} days`}::interval FOLLOWING
      ) AS later
      FROM appointments
      WHERE appointment_date BETWEEN ${from} AND ${addDays(to, REBOOKING_DAYS)} AND status NOT IN ('cancelled', 'declined', 'no_show')
    )
    SELECT ${key} AS period, count(*)::int AS visits, count(*) FILTER (WHERE later > 0)::int AS rebooked, ${rate(sql`count(*) FILTER (WHERE later > 0)`, sql`count(*)`)} AS rate
    FROM kept WHERE status = 'completed' AND appointment_date BETWEEN ${from} AND ${to}
    GROUP BY 1 ORDER BY 1`);
  return result.rows;
}

/**
 * Clients with a completed visit per period: new (their first completed visit ever falls in it) or returning.
 * Each client's first visit comes from one ordered pass over appointments_status_user_date_idx.
 */
export async function clientsByPeriod(db: Db, from: string, to: string, period: Period): Promise<ClientsRow[]> {
  const { key, start } = periodOf(sql`appointment_date`, period);
  const result = await db.execute<ClientsRow>(sql`
    WITH visiting AS (
      SELECT DISTINCT ${key} AS period, ${start} AS start, user_id FROM appointments
      WHERE status = 'completed' AND appointment_date BETWEEN ${from} AND ${to}
    ),
    firsts AS (
      SELECT user_id, min(appointment_date) AS first FROM appointments WHERE status = 'completed' AND appointment_date <= ${to} GROUP BY user_id
    )
    SELECT v.period, count(*)::int AS clients, count(*) FILTER (WHERE f.first >= v.start)::int AS "newClients",
      count(*) FILTER (WHERE f.first < v.start)::int AS returning
    FROM visiting v JOIN firsts f USING (user_id)
    GROUP BY v.period ORDER BY v.period`);
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
