import { addDays, FRONT_DESK_WINDOW_DAYS } from "@shared/time";

/**
 * The dates the appointments page lists: the window the front desk books (today and the days it can book
 * ahead) by default, or one day, week or month, stepped back and forward; past days only when asked for.
 */
export const RANGE_SPANS = ["window", "day", "week", "month"] as const;
export type RangeSpan = (typeof RANGE_SPANS)[number];

export interface DateRange {
  span: RangeSpan;
  /** The first date of the range (for a month, any of its days). */
  anchor: string;
}

export function defaultRange(today: string): DateRange {
  return { span: "window", anchor: today };
}

function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month `months` away from `date`'s. */
function shiftMonth(date: string, months: number): string {
  const [year, month] = date.split("-").map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/** First and last date of the range, both included. */
export function rangeDates({ span, anchor }: DateRange): { from: string; to: string } {
  switch (span) {
    case "day":
      return { from: anchor, to: anchor };
    case "week":
      return { from: anchor, to: addDays(anchor, 6) };
    case "month":
      return { from: monthStart(anchor), to: addDays(shiftMonth(anchor, 1), -1) };
    case "window":
      return { from: anchor, to: addDays(anchor, FRONT_DESK_WINDOW_DAYS) };
  }
}

/** The range just before (-1) or after (1) this one, of the same span. */
export function stepRange(range: DateRange, direction: -1 | 1): DateRange {
  switch (range.span) {
    case "day":
      return { ...range, anchor: addDays(range.anchor, direction) };
    case "week":
      return { ...range, anchor: addDays(range.anchor, 7 * direction) };
    case "month":
      return { ...range, anchor: shiftMonth(range.anchor, direction) };
    case "window":
      return { ...range, anchor: addDays(range.anchor, (FRONT_DESK_WINDOW_DAYS + 1) * direction) };
  }
}

/** The same span starting today (a month: this month). */
export function rangeFromToday(range: DateRange, today: string): DateRange {
  return { span: range.span, anchor: range.span === "month" ? monthStart(today) : today };
}

export function containsDate(range: DateRange, date: string): boolean {
  const { from, to } = rangeDates(range);
  return date >= from && date <= to;
}
