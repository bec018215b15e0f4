/**
 * Every "today", "now" and wall-clock computation of the salon goes through this module, so the whole
 * product agrees on one zone (America/Los_Angeles) whatever zone the server or the phone is in.
 *
 * Dates are plain `YYYY-MM-DD` strings and times `HH:MM` strings in salon wall-clock time, exactly as
 * stored and as the API speaks; instants are `Date`s. Calendar arithmetic is done on UTC noon so a DST
 * switch can never move a date. The zone's rules come from the platform's Intl (no date library: the
 * booking page ships this module in its first download).
 */

export const SALON_TIME_ZONE = "America/Los_Angeles";

/** Bookable window: today plus this many days, in salon time (Sundays stay closed). */
export const BOOKING_WINDOW_DAYS = 3;

const SLOT_INTERVAL_MINUTES = 30;
const FIRST_SLOT = "09:00";
const LAST_SLOT = "20:30";

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

let salonFormat: Intl.DateTimeFormat | undefined;

/** The salon's offset from UTC in milliseconds at an instant of a whole second, read from Intl (costly). */
function measuredOffsetMs(instant: number): number {
  salonFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: SALON_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const wall = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of salonFormat.formatToParts(new Date(instant))) {
    if (part.type in wall) wall[part.type as keyof typeof wall] = Number(part.value);
  }
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - instant;
}

const QUARTER_HOUR_MS = 15 * 60_000;
const offsetByQuarterHour = new Map<number, number>();

/**
 * How far the salon's wall clock is ahead of UTC at an instant, in milliseconds (negative: behind). Since
 * standard time (1883 here), zone rules change an offset only at a local quarter hour and by whole quarter
 * hours, so the offset is constant through each UTC quarter hour and is asked of Intl once per quarter
 * hour: booking and rendering a day ask it hundreds of times.
 */
function salonOffsetMs(instant: number): number {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS);
  let offset = offsetByQuarterHour.get(quarter);
  if (offset === undefined) {
    offset = measuredOffsetMs(quarter * QUARTER_HOUR_MS);
    if (offsetByQuarterHour.size >= 1024) offsetByQuarterHour.clear();
    offsetByQuarterHour.set(quarter, offset);
  }
  return offset;
}

/** The salon's wall clock at an instant, as the UTC fields of the returned Date. */
function salonWallClock(instant: Date): Date {
  return new Date(instant.getTime() + salonOffsetMs(instant.getTime()));
}

/** The salon's calendar date at an instant. */
export function salonDate(now: Date): string {
  return salonWallClock(now).toISOString().slice(0, 10);
}

/** The salon's wall-clock time at an instant, as HH:MM. */
export function salonClock(now: Date): string {
  return salonWallClock(now).toISOString().slice(11, 16);
}

/** Minutes since the salon's midnight at an instant. */
export function salonMinutes(now: Date): number {
  return toMinutes(salonClock(now));
}

/**
 * The instant at which the salon's wall clock shows `time` on `date`. The offset is read once at a first
 * guess and again at the result, which settles it on a day the clocks change.
 */
export function salonDateTimeToInstant(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const guess = wall - salonOffsetMs(wall);
  return new Date(wall - salonOffsetMs(guess));
}

function utcNoon(date: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/**
 * A salon date and wall-clock time as the instant to give `Intl.DateTimeFormat` with `timeZone: "UTC"`: the
 * fields it prints are then exactly the stored ones, whatever zone the browser or the server is in. A date
 * alone is read at noon.
 */
export function wallClockForFormatting(date: string, time = "12:00"): Date {
  const [hours, minutes] = time.split(":").map(Number);
  const noon = utcNoon(date);
  noon.setUTCHours(hours, minutes);
  return noon;
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

/** Whether `date` is one of `bookableDates(now)`, without listing them: it runs on every booking. */
export function isBookableDate(date: string, now: Date): boolean {
  if (!isValidDate(date) || isSunday(date)) return false;
  // ISO dates compare as strings.
  const today = salonDate(now);
  return date >= today && date <= addDays(today, BOOKING_WINDOW_DAYS);
}

/**
 * How far ahead the front desk books and moves appointments: a customer on the phone may want next month,
 * while the public page offers only the next few days.
 */
export const FRONT_DESK_WINDOW_DAYS = 60;

/** Today through today + FRONT_DESK_WINDOW_DAYS in salon time, Sundays closed. */
export function isFrontDeskDate(date: string, now: Date): boolean {
  const today = salonDate(now);
  return isValidDate(date) && !isSunday(date) && date >= today && date <= addDays(today, FRONT_DESK_WINDOW_DAYS);
}

/** The first day of the salon's current month, for "new this month" counts. */
export function salonMonthStart(now: Date): Date {
  return salonDateTimeToInstant(`${salonDate(now).slice(0, 7)}-01`, "00:00");
}
