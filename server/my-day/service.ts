import { and, asc, eq, gte } from "drizzle-orm";
import { MY_DAY_AHEAD_DAYS, myDayAnswerSchema, type MyDay, type MyDayHours } from "@shared/my-day-api";
import type { StaffActionResult } from "@shared/api";
import { appointments, appointmentSegments, AWAITING_STAFF_STATUSES, type Locale, staffTimeOff, staffWeeklySchedules } from "@shared/schema";
import { addDays, salonClock, salonDate, salonDateTimeToInstant } from "@shared/time";
import { staffDaysOn } from "../availability/staff-days";
import type { Db } from "../infra/db/database";
import { lockAppointmentDate } from "../infra/db/locks";
import { AppError } from "../infra/http/errors";
import { recordPartAnswer, recordStaffAnswer, STAFF_CONFIRM_MESSAGES } from "../staff-confirm/service";
import { staffJobs } from "./jobs";
import { linkHolder } from "./links";
import { staffSharing } from "./sharing";

/** The page's data: today and the next days with hours and jobs, the regular week and the time off ahead. */
export async function myDay(db: Db, token: string, now: Date): Promise<MyDay> {
  const holder = await linkHolder(db, token, now);
  const today = salonDate(now);
  const dates = Array.from({ length: MY_DAY_AHEAD_DAYS + 1 }, (_, offset) => addDays(today, offset));
  const sharing = await staffSharing(db);
  const [jobs, staffDays, weekly, timeOff] = await Promise.all([
    staffJobs(db, holder.staffId, today, dates[dates.length - 1], now, sharing),
    staffDaysOn(db, dates),
    db
      .select({
        weekday: staffWeeklySchedules.weekday,
        startTime: staffWeeklySchedules.startTime,
        endTime: staffWeeklySchedules.endTime,
        breakStartTime: staffWeeklySchedules.breakStartTime,
      })
      .from(staffWeeklySchedules)
      .where(eq(staffWeeklySchedules.staffId, holder.staffId))
      .orderBy(asc(staffWeeklySchedules.weekday)),
    db
      .select({ startDate: staffTimeOff.startDate, endDate: staffTimeOff.endDate, note: staffTimeOff.note })
      .from(staffTimeOff)
      .where(and(eq(staffTimeOff.staffId, holder.staffId), gte(staffTimeOff.endDate, today)))
      .orderBy(asc(staffTimeOff.startDate)),
  ]);
  const days = dates.map((date) => {
    const day = staffDays.get(date)?.find((member) => member.staffId === holder.staffId);
    const hours: MyDayHours = day
      ? { date, startTime: day.startTime, endTime: day.endTime, breakStartTime: day.breakStartTime, source: day.source }
      : { date, startTime: null, endTime: null, breakStartTime: null, source: "none" };
    const ofDay = jobs.filter((job) => job.date === date).map(({ calendarSequence: _s, updatedAt: _u, createdAt: _c, ...job }) => job);
    return { ...hours, jobs: ofDay };
  });
  return {
    staff: { nameEn: holder.nameEn, nameEs: holder.nameEs },
    locale: holder.locale,
    today,
    now: salonClock(now),
    days,
    weeklySchedule: weekly,
    timeOff,
  };
}

/**
 * Confirms or declines one of the link holder's jobs from their page, with the emailed link's own rules
 * and writes (server/staff-confirm): under the date's lock, on the row as it is then. A job that is not
 * theirs answers 404, the same as one that does not exist.
 */
export async function answerFromMyDay(db: Db, token: string, appointmentId: number, body: unknown, now: Date, locale: Locale): Promise<StaffActionResult> {
  const { action } = myDayAnswerSchema.parse(body);
  const holder = await linkHolder(db, token, now);
  const messages = STAFF_CONFIRM_MESSAGES[locale];
  const notYours = () => new AppError("NOT_FOUND", messages.unassigned);
  const [peek] = await db.select({ date: appointments.appointmentDate }).from(appointments).where(eq(appointments.id, appointmentId));
  if (!peek) throw notYours();
  return db.transaction(async (tx) => {
    await lockAppointmentDate(tx, peek.date);
    const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for("update");
    const parts = await tx.select().from(appointmentSegments).where(eq(appointmentSegments.appointmentId, appointmentId)).orderBy(asc(appointmentSegments.position));
    // Of a visit in parts she answers for the parts she holds (decision 019); else for the appointment.
    const hers = parts.length >= 2 ? parts.filter((part) => part.staffId === holder.staffId) : [];
    if (!appointment || (parts.length >= 2 ? hers.length === 0 : appointment.staffId !== holder.staffId)) throw notYours();
    if (!AWAITING_STAFF_STATUSES.includes(appointment.status)) throw new AppError("CONFLICT", messages.closed(appointment.status));
    if (salonDateTimeToInstant(appointment.appointmentDate, appointment.appointmentTime) <= now) throw new AppError("GONE", messages.expired);
    if (hers.length === 0) return recordStaffAnswer(tx, appointment, action, now, locale);
    let answered: StaffActionResult | undefined;
    for (const part of hers) answered = await recordPartAnswer(tx, appointment, part, action, now, locale);
    return answered!;
  });
}
