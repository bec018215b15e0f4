import { salonClock, salonDate, wallClockForFormatting } from "@shared/time";
import type { Locale } from "@shared/schema";

// The booking page's first screen imports this module: it stays free of date libraries and tailwind-merge.

export { formatPrice } from "@shared/money";

export const INTL_LOCALES: Record<Locale, string> = { es: "es-MX", en: "en-US" };

const DATE_STYLES = {
  /** "Tue, Nov 24" / "mar 24 de nov" */
  short: { weekday: "short", month: "short", day: "numeric" },
  /** "Tue, Nov 24, 2026" / "mar, 24 de nov de 2026" */
  shortWithYear: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  /** "Nov 24, 2026" / "24 nov 2026" */
  medium: { dateStyle: "medium" },
  /** "Tuesday, November 24" / "martes, 24 de noviembre" */
  long: { weekday: "long", month: "long", day: "numeric" },
  /** "Tuesday, November 24, 2026" / "martes, 24 de noviembre de 2026" */
  full: { dateStyle: "full" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/** A salon date (`YYYY-MM-DD`) in the page's language; the browser's zone cannot shift the day. */
export function formatDate(date: string, language: Locale, style: DateStyle): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { ...DATE_STYLES[style], timeZone: "UTC" }).format(
    wallClockForFormatting(date),
  );
}

/** The salon's calendar day of an instant (an ISO timestamp), so a late-night sign-up shows the day it happened there. */
export function formatInstantDate(instant: string, language: Locale): string {
  return formatDate(salonDate(new Date(instant)), language, "medium");
}

/** The salon's wall-clock time of an instant (an ISO timestamp), as `formatTime` writes it. */
export function formatInstantTime(instant: string, language: Locale): string {
  return formatTime(salonClock(new Date(instant)), language);
}

/** "Tuesday, November 24, 2026 at 2:30 PM" / "martes, 24 de noviembre de 2026, 2:30 p.m.": one appointment's when. */
export function formatDateTime(date: string, time: string, language: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }).format(
    wallClockForFormatting(date, time),
  );
}

/**
 * How Spanish shows a time: the salon's 24-hour signage ("14:30") on the booking page and the back office,
 * or the 12-hour clock the emails speak ("2:30 p.m.") on the pages opened from an email.
 */
export type SpanishClock = "24-hour" | "12-hour";

/** A salon wall-clock time (`HH:MM`): "2:30 PM" in English; in Spanish as `spanishClock` says. */
export function formatTime(time: string, language: Locale, spanishClock: SpanishClock = "24-hour"): string {
  if (spanishClock === "12-hour") {
    return new Intl.DateTimeFormat(INTL_LOCALES[language], { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
      wallClockForFormatting("2000-01-01", time),
    );
  }
  if (language === "es") return time;
  const [hours, minutes] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "PM" : "AM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** The name of a service, option or manicurist in the page's language. */
export function localizedName(item: { nameEn: string; nameEs: string }, language: Locale): string {
  return language === "en" ? item.nameEn : item.nameEs;
}
