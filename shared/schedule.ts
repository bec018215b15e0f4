/**
 * Where a staff member's working hours on a date come from: the day as edited on the availability page
 * (an override) wins; otherwise a day inside time off is not worked; otherwise the weekly schedule's row
 * for that weekday says the hours, and a weekday without a row is a day off. Pure functions, used by the
 * server for every read of a date and by the back office to explain a day.
 */
import { BREAK_MINUTES, DEFAULT_STAFF_END, DEFAULT_STAFF_START, type StaffDay } from "./booking-rules";
import { dayOfWeek, toMinutes } from "./time";

export type DaySource = "override" | "time_off" | "schedule";

export interface WorkingHours {
  startTime: string;
  endTime: string;
  breakStartTime: string | null;
}

export interface DayOverride {
  isPunchedIn: boolean;
  startTime: string | null;
  endTime: string | null;
  breakStartTime: string | null;
}

/** Everything that decides one staff member's day on one date. */
export interface StaffDaySources {
  staffId: number;
  override: DayOverride | null;
  /** The weekly schedule's hours for the date's weekday; null when that weekday is not worked. */
  weekly: WorkingHours | null;
  /** Whether the date falls inside one of the member's time-off ranges. */
  timeOff: boolean;
}

export interface ResolvedStaffDay extends StaffDay {
  source: DaySource;
}

/**
 * One member's day on a date, or null when nothing says anything about it (no override, no time off and
 * the weekday is not in the schedule): such a member is simply not working.
 */
export function resolveStaffDay(sources: StaffDaySources): ResolvedStaffDay | null {
  const { staffId, override, weekly, timeOff } = sources;
  if (override) {
    return {
      staffId,
      source: "override",
      isPunchedIn: override.isPunchedIn,
      startTime: override.isPunchedIn ? (override.startTime ?? DEFAULT_STAFF_START) : null,
      endTime: override.isPunchedIn ? (override.endTime ?? DEFAULT_STAFF_END) : null,
      breakStartTime: override.isPunchedIn ? override.breakStartTime : null,
    };
  }
  if (timeOff) return { staffId, source: "time_off", isPunchedIn: false, startTime: null, endTime: null, breakStartTime: null };
  if (!weekly) return null;
  return { staffId, source: "schedule", isPunchedIn: true, ...weekly };
}

/** The days of everyone on a date, in the order given, leaving out those not scheduled at all. */
export function resolveStaffDays(all: readonly StaffDaySources[]): ResolvedStaffDay[] {
  return all.map(resolveStaffDay).filter((day): day is ResolvedStaffDay => day !== null);
}

/** The weekday (0 = Sunday … 6 = Saturday) whose schedule row applies to a date. */
export function scheduleWeekday(date: string): number {
  return dayOfWeek(date);
}

/** Working minutes of a day as half-open [start, end) intervals, the break cut out. */
export function workingIntervals(day: Pick<StaffDay, "isPunchedIn" | "startTime" | "endTime" | "breakStartTime"> | null): Array<[number, number]> {
  if (!day || !day.isPunchedIn) return [];
  const start = toMinutes(day.startTime ?? DEFAULT_STAFF_START);
  const end = toMinutes(day.endTime ?? DEFAULT_STAFF_END);
  if (!day.breakStartTime) return end > start ? [[start, end]] : [];
  const breakStart = toMinutes(day.breakStartTime);
  const breakEnd = breakStart + BREAK_MINUTES;
  return [
    [start, Math.min(end, breakStart)],
    [Math.max(start, breakEnd), end],
  ].filter(([from, to]) => to > from) as Array<[number, number]>;
}

/**
 * Whether going from `before` to `after` takes any working minute away. Customers may already have booked
 * against saved working time, so only a superadmin may take it away; anyone may add time.
 */
export function takesWorkingTimeAway(
  before: Parameters<typeof workingIntervals>[0],
  after: Parameters<typeof workingIntervals>[0],
): boolean {
  const kept = workingIntervals(after);
  return workingIntervals(before).some(([from, to]) => !kept.some(([keptFrom, keptTo]) => keptFrom <= from && to <= keptTo));
}
