/**
 * Every "today", "now" and wall-clock computation of the salon goes through this module, so the whole
 * product agrees on one zone (America/Los_Angeles) whatever zone the server or the phone is in.
 *
 * Dates are plain `YYYY-MM-DD` strings and times `HH:MM` strings in salon wall-clock time, exactly as
 * stored and as the API speaks; instants are `Date`s. Calendar arithmetic is done on UTC noon so a DST
 * switch can never move a date.
 */
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";

export const SALON_TIME_ZONE = "America/Los_Angeles";

/** Bookable window: today plus this many days (spec 000 §5). */
export const BOOKING_WINDOW_DAYS = 3;

export const SLOT_INTERVAL_MINUTES = 30;
export const FIRST_SLOT = "09:00";
export const LAST_SLOT = "20:30";

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isValidTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

export function isValidDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

export function toMinutes(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

export function fromMinutes(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** Every bookable start time: 09:00, 09:30 … 20:30. */
export const SLOT_TIMES: readonly string[] = Array.from(
  { length: (toMinutes(LAST_SLOT) - toMinutes(FIRST_SLOT)) / SLOT_INTERVAL_MINUTES + 1 },
  (_, index) => fromMinutes(toMinutes(FIRST_SLOT) + index * SLOT_INTERVAL_MINUTES),
);

/** The salon's calendar date at an instant. */
export function salonDate(now: Date): string {
  return formatInTimeZone(now, SALON_TIME_ZONE, "yyyy-MM-dd");
}

/** The salon's wall-clock time at an instant, as HH:MM. */
export function salonClock(now: Date): string {
  return formatInTimeZone(now, SALON_TIME_ZONE, "HH:mm");
}

/** Minutes since the salon's midnight at an instant. */
export function salonMinutes(now: Date): number {
  return toMinutes(salonClock(now));
}

/** The instant at which the salon's wall clock shows `time` on `date`. */
export function salonDateTimeToInstant(date: string, time: string): Date {
  return fromZonedTime(`${date}T${time}:00`, SALON_TIME_ZONE);
}

function utcNoon(date: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

export function addDays(date: string, days: number): string {
  const noon = utcNoon(date);
  noon.setUTCDate(noon.getUTCDate() + days);
  return noon.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a calendar date (independent of any zone). */
export function dayOfWeek(date: string): number {
  return utcNoon(date).getUTCDay();
}

export function isSunday(date: string): boolean {
  return dayOfWeek(date) === 0;
}

/** Today through today+3 in salon time, without Sundays. */
export function bookableDates(now: Date): string[] {
  const today = salonDate(now);
  return Array.from({ length: BOOKING_WINDOW_DAYS + 1 }, (_, offset) => addDays(today, offset)).filter(
    (date) => !isSunday(date),
  );
}

export function isBookableDate(date: string, now: Date): boolean {
  return isValidDate(date) && bookableDates(now).includes(date);
}

/** The first day of the salon's current month, for "new this month" counts. */
export function salonMonthStart(now: Date): Date {
  return salonDateTimeToInstant(`${salonDate(now).slice(0, 7)}-01`, "00:00");
}
