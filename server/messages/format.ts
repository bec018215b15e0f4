import type { Locale } from "@shared/schema";
import { addDays, fromMinutes, toMinutes, wallClockForFormatting } from "@shared/time";

// Dates and times in emails are the salon's wall-clock values exactly as stored (`YYYY-MM-DD`, `HH:MM`),
// formatted as UTC so no zone (the server's or DST) can shift them.

const INTL_LOCALE: Record<Locale, string> = { es: "es-MX", en: "en-US" };

// Creating a formatter costs far more than formatting with it, and every email formats several values.
const formatters = (options: Intl.DateTimeFormatOptions): Record<Locale, Intl.DateTimeFormat> => ({
  es: new Intl.DateTimeFormat(INTL_LOCALE.es, { ...options, timeZone: "UTC" }),
  en: new Intl.DateTimeFormat(INTL_LOCALE.en, { ...options, timeZone: "UTC" }),
});
const LONG_DATE = formatters({ weekday: "long", year: "numeric", month: "long", day: "numeric" });
const TWELVE_HOUR_TIME = formatters({ hour: "numeric", minute: "2-digit", hour12: true });

/** "martes, 24 de noviembre de 2026" / "Tuesday, November 24, 2026". */
export function formatLongDate(date: string, locale: Locale): string {
  return LONG_DATE[locale].format(wallClockForFormatting(date));
}

/** "10:00 a.m." / "10:00 AM": a 12-hour clock, as the salon speaks to customers in both languages. */
export function formatTime(time: string, locale: Locale): string {
  return TWELVE_HOUR_TIME[locale]
    .format(wallClockForFormatting("2000-01-01", time))
    .replace(/\u202f|\u00a0/g, " ");
}

/** "2 h 15 min", "45 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The salon wall-clock date and time `minutes` after `date` `time` (an appointment's end may pass midnight). */
export function addWallMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const total = toMinutes(time) + minutes;
  const days = Math.floor(total / (24 * 60));
  return { date: addDays(date, days), time: fromMinutes(total - days * 24 * 60) };
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Everything a customer typed (names) and every link goes through this before it reaches HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}
