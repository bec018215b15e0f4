import { bookableDates, salonDate } from "@shared/time";
import type { Language } from "@/lib/i18n/language";

/**
 * The calendar works in the browser's zone, the salon in Los Angeles. A salon date string is shown as
 * local noon of that calendar day, so the grid shows the salon's day whatever zone the phone is in.
 */
export function dateStringToLocalDate(date: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(year, month - 1, day, 12);
}

export function localDateToDateString(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/** "Wednesday, November 25" / "miércoles, 25 de noviembre" of a salon date. */
export function formatLongDate(date: string, language: Language): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(language === "en" ? "en-US" : "es-MX", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, day, 12)));
}

/** "2:30 PM" in English; Spanish keeps the 24-hour "14:30" of the salon's signage. */
export function formatSlotTime(time: string, language: Language): string {
  if (language === "es") return time;
  const [hours, minutes] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "PM" : "AM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** Today in the salon, or the next open day when the salon is closed today (Sunday). */
export function defaultBookingDate(now: Date): string {
  return bookableDates(now)[0] ?? salonDate(now);
}
