import { and, asc, gte, lte, sql } from "drizzle-orm";
import type { OccupancyRow } from "@shared/reports-api";
import { staff, staffAvailability, staffTimeOff, staffWeeklySchedules } from "@shared/schema";
import { resolveStaffDay, scheduleWeekday, workingIntervals } from "@shared/schedule";
import { addDays } from "@shared/time";
import type { Db } from "../infra/db/database";
import { isOnePart } from "./parts";

/**
 * Booked minutes ÷ scheduled minutes per manicurist. Booked minutes are one SQL aggregate over the range's
 * appointments (not cancelled or declined; a no-show held its time): a visit of one part is its
 * manicurist's whole visit, a visit of several parts gives each part's manicurist that part's minutes.
 * Scheduled minutes come from the same rules every availability read uses (shared/schedule.ts: a day's own
 * entry, else time off, else the weekly schedule, the break cut out), applied to the few rows that decide
 * them (the week, the range's day entries and time off), so the report and the booking page can never
 * disagree on who was working.
 */
export async function occupancy(db: Db, from: string, to: string): Promise<OccupancyRow[]> {
  const [members, weeks, overrides, timeOff, booked] = await Promise.all([
    db.select({ id: staff.id, nameEs: staff.nameEs, nameEn: staff.nameEn, active: staff.active }).from(staff).orderBy(asc(staff.id)),
    db.select().from(staffWeeklySchedules),
    db.select().from(staffAvailability).where(and(gte(staffAvailability.availableDate, from), lte(staffAvailability.availableDate, to))),
    db.select().from(staffTimeOff).where(and(lte(staffTimeOff.startDate, to), gte(staffTimeOff.endDate, from))),
    db.execute<{ staffId: number; minutes: number }>(sql`
      WITH held AS (
        SELECT id, staff_id, total_duration FROM appointments
        WHERE appointment_date BETWEEN ${from} AND ${to} AND status NOT IN ('cancelled', 'declined')
      )
      SELECT staff_id AS "staffId", sum(minutes)::int AS minutes FROM (
        SELECT staff_id, total_duration AS minutes FROM held WHERE ${isOnePart(sql`held.id`)}
        UNION ALL
        SELECT s.staff_id, s.duration_minutes FROM held JOIN appointment_segments s ON s.appointment_id = held.id
      ) booked
      WHERE staff_id IS NOT NULL GROUP BY staff_id`),
  ]);
  const bookedBy = new Map(booked.rows.map((row) => [row.staffId, row.minutes]));
  const weekBy = new Map(weeks.map((row) => [`${row.staffId}:${row.weekday}`, row]));
  const overrideBy = new Map(overrides.map((row) => [`${row.staffId}:${row.availableDate}`, row]));
  const scheduled = new Map<number, number>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekday = scheduleWeekday(date);
    for (const member of members) {
      const day = resolveStaffDay({
        staffId: member.id,
        override: overrideBy.get(`${member.id}:${date}`) ?? null,
        weekly: weekBy.get(`${member.id}:${weekday}`) ?? null,
        timeOff: timeOff.some((off) => off.staffId === member.id && off.startDate <= date && date <= off.endDate),
      });
      const minutes = workingIntervals(day).reduce((sum, [start, end]) => sum + end - start, 0);
      if (minutes > 0) scheduled.set(member.id, (scheduled.get(member.id) ?? 0) + minutes);
    }
  }
  return members
    .filter((member) => scheduled.has(member.id) || bookedBy.has(member.id))
    .map((member) => {
      const scheduledMinutes = scheduled.get(member.id) ?? 0;
      const bookedMinutes = bookedBy.get(member.id) ?? 0;
      const ratio = scheduledMinutes === 0 ? 0 : Math.round((bookedMinutes / scheduledMinutes) * 10_000) / 10_000;
      return { staffId: member.id, nameEs: member.nameEs, nameEn: member.nameEn, scheduledMinutes, bookedMinutes, occupancy: ratio };
    });
}
