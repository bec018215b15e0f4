import { sql } from "drizzle-orm";
import type { StaffAvailabilityRecord } from "@shared/api";
import { resolveStaffDay, type ResolvedStaffDay, type StaffDaySources } from "@shared/schedule";
import type { DbOrTx } from "../infra/db/database";

/**
 * Everything that decides each active staff member's day on the dates of a relation `d(date)`: the day's
 * override, the weekly schedule's row for its weekday, and whether it falls in time off. One row per
 * date and member; `resolveStaffDay` (shared) turns it into the day the slot rules read. Every reader of
 * a date's staff days uses this text, so the booking, the booking page, the picker, the dashboard and the
 * live board can never disagree about who works.
 */
export const STAFF_DAY_SOURCES_OF_D = `SELECT d.date, s.id AS "staffId",
  CASE WHEN sa.id IS NULL THEN NULL ELSE json_build_object('isPunchedIn', sa.is_punched_in, 'startTime', sa.start_time,
    'endTime', sa.end_time, 'breakStartTime', sa.break_start_time) END AS override,
  CASE WHEN ws.staff_id IS NULL THEN NULL ELSE json_build_object('startTime', ws.start_time, 'endTime', ws.end_time,
    'breakStartTime', ws.break_start_time) END AS weekly,
  EXISTS (SELECT 1 FROM staff_time_off t WHERE t.staff_id = s.id AND d.date BETWEEN t.start_date AND t.end_date) AS "timeOff"
FROM d CROSS JOIN staff s
LEFT JOIN staff_availability sa ON sa.staff_id = s.id AND sa.available_date = d.date
LEFT JOIN staff_weekly_schedules ws ON ws.staff_id = s.id AND ws.weekday = extract(dow FROM d.date::date)::int
WHERE s.active
ORDER BY d.date, s.id`;

export type StaffDaySourceRow = StaffDaySources & { date: string };

/** A resolved day in the shape the API and the slot rules read. */
export function toAvailabilityRecord(date: string, day: ResolvedStaffDay): StaffAvailabilityRecord {
  const { staffId, isPunchedIn, startTime, endTime, breakStartTime } = day;
  return { staffId, date, isPunchedIn, startTime, endTime, breakStartTime };
}

/** The rows of `STAFF_DAY_SOURCES_OF_D`, resolved and grouped by date (every asked date present). */
export function resolveRows(dates: readonly string[], rows: readonly StaffDaySourceRow[]): Map<string, ResolvedStaffDay[]> {
  const byDate = new Map<string, ResolvedStaffDay[]>(dates.map((date) => [date, []]));
  for (const row of rows) {
    const day = resolveStaffDay(row);
    if (day) byDate.get(row.date)?.push(day);
  }
  return byDate;
}

/** Each active member's day on each of `dates` (members with nothing planned left out), by date. */
export async function staffDaysOn(db: DbOrTx, dates: readonly string[]): Promise<Map<string, ResolvedStaffDay[]>> {
  if (dates.length === 0) return new Map();
  const { rows } = await db.execute<StaffDaySourceRow & Record<string, unknown>>(
    sql`WITH d(date) AS (SELECT jsonb_array_elements_text(${JSON.stringify(dates)}::jsonb)::varchar) ${sql.raw(STAFF_DAY_SOURCES_OF_D)}`,
  );
  return resolveRows(dates, rows);
}

/** The staff days of one date as the API and the slot rules read them. */
export async function availabilityRecordsOn(db: DbOrTx, date: string): Promise<StaffAvailabilityRecord[]> {
  return ((await staffDaysOn(db, [date])).get(date) ?? []).map((day) => toAvailabilityRecord(date, day));
}
