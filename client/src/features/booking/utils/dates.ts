import { bookableDates, salonDate } from "@shared/time";

/** Today in the salon, or the next open day when the salon is closed today (Sunday). */
export function defaultBookingDate(now: Date): string {
  return bookableDates(now)[0] ?? salonDate(now);
}
