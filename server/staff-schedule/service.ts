import { and, asc, eq } from "drizzle-orm";
import {
  ONLY_SUPERADMIN_CHANGES_AVAILABILITY,
  type TimeOffEntry,
  type WeeklySchedule,
  type WeeklyScheduleDay,
} from "@shared/admin-api";
import { takesWorkingTimeAway } from "@shared/schedule";
import { timeOffSaveSchema, weeklyScheduleSaveSchema } from "@shared/schedule-changes-api";
import { salonDate } from "@shared/time";
import { staff, staffTimeOff, staffWeeklySchedules, WEEKDAYS, type StaffTimeOff, type User } from "@shared/schema";
import { isSuperAdminUser } from "../auth/accounts";
import type { Db, DbOrTx } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { changeWorkingTime, datesToCheck } from "./stranded-bookings";

async function requireMember(tx: DbOrTx, staffId: number): Promise<void> {
  const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
  if (!member) throw new AppError("NOT_FOUND", "Staff member not found");
}

async function weekOf(tx: DbOrTx, staffId: number): Promise<WeeklyScheduleDay[]> {
  return tx
    .select({
      weekday: staffWeeklySchedules.weekday,
      startTime: staffWeeklySchedules.startTime,
      endTime: staffWeeklySchedules.endTime,
      breakStartTime: staffWeeklySchedules.breakStartTime,
    })
    .from(staffWeeklySchedules)
    .where(eq(staffWeeklySchedules.staffId, staffId))
    .orderBy(asc(staffWeeklySchedules.weekday));
}

export async function getWeeklySchedule(db: Db, staffId: number): Promise<WeeklySchedule> {
  await requireMember(db, staffId);
  return { staffId, days: await weekOf(db, staffId) };
}

const asWorkingDay = (day: WeeklyScheduleDay | undefined) => (day ? { isPunchedIn: true, ...day } : null);

/**
 * Replaces a member's week. Any admin may add working time (a new weekday, longer hours); taking saved
 * working time away (a weekday removed, hours shortened, a break moved into worked time) needs a superadmin,
 * as customers may already have booked against it, and a change that would leave appointments without her
 * needs a resolution for each (`changeWorkingTime`). The locks it takes serialise two saves.
 */
export async function saveWeeklySchedule(db: Db, admin: User, staffId: number, body: unknown, now: Date): Promise<WeeklySchedule> {
  const { days, resolutions } = weeklyScheduleSaveSchema.parse(body);
  const dates = await datesToCheck(db, { from: salonDate(now), to: null }, now);
  return db.transaction((tx) =>
    changeWorkingTime(tx, {
      staffId,
      dates,
      resolutions,
      now,
      write: async () => {
        const saved = await weekOf(tx, staffId);
        const takesAway = WEEKDAYS.some((weekday) =>
          takesWorkingTimeAway(asWorkingDay(saved.find((day) => day.weekday === weekday)), asWorkingDay(days.find((day) => day.weekday === weekday))),
        );
        if (takesAway && !isSuperAdminUser(admin)) throw new AppError("FORBIDDEN", ONLY_SUPERADMIN_CHANGES_AVAILABILITY);
        await tx.delete(staffWeeklySchedules).where(eq(staffWeeklySchedules.staffId, staffId));
        if (days.length > 0) {
          await tx.insert(staffWeeklySchedules).values(days.map((day) => ({ staffId, ...day, createdAt: now, updatedAt: now })));
        }
        return { staffId, days: await weekOf(tx, staffId) };
      },
    }),
  );
}

function toEntry(row: StaffTimeOff): TimeOffEntry {
  const { id, staffId, startDate, endDate, note } = row;
  return { id, staffId, startDate, endDate, note };
}

export async function listTimeOff(db: Db, staffId: number): Promise<TimeOffEntry[]> {
  await requireMember(db, staffId);
  const rows = await db.select().from(staffTimeOff).where(eq(staffTimeOff.staffId, staffId)).orderBy(asc(staffTimeOff.startDate), asc(staffTimeOff.id));
  return rows.map(toEntry);
}

/**
 * Time off takes working time away, so only a superadmin records it; appointments it would leave without
 * their manicurist need a resolution each (`changeWorkingTime`).
 */
export async function addTimeOff(db: Db, admin: User, staffId: number, body: unknown, now: Date): Promise<TimeOffEntry> {
  const { resolutions, ...range } = timeOffSaveSchema.parse(body);
  if (!isSuperAdminUser(admin)) throw new AppError("FORBIDDEN", ONLY_SUPERADMIN_CHANGES_AVAILABILITY);
  await requireMember(db, staffId);
  const dates = await datesToCheck(db, { from: range.startDate, to: range.endDate }, now);
  return db.transaction((tx) =>
    changeWorkingTime(tx, {
      staffId,
      dates,
      resolutions,
      now,
      write: async () => toEntry((await tx.insert(staffTimeOff).values({ staffId, ...range }).returning())[0]),
    }),
  );
}

/** Removing time off gives working time back, which any admin may do. */
export async function removeTimeOff(db: Db, staffId: number, timeOffId: number): Promise<void> {
  const deleted = await db
    .delete(staffTimeOff)
    .where(and(eq(staffTimeOff.id, timeOffId), eq(staffTimeOff.staffId, staffId)))
    .returning({ id: staffTimeOff.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "Time off not found");
}
