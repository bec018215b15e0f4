import { addDays } from "@shared/time";
import type { Language } from "@/lib/i18n/language";

const locales: Record<Language, string> = { es: "es-MX", en: "en-US" };

/** "Mon, Nov 23" / "lun, 23 nov" of a salon date string, whatever zone the browser is in. */
export function formatShortDate(date: string, language: Language): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(locales[language], { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day, 12)),
  );
}

/** Today, Tomorrow, or a short date, relative to the salon's today. */
export function relativeDayLabel(
  date: string,
  today: string,
  language: Language,
  labels: { today: string; tomorrow: string },
): string {
  if (date === today) return labels.today;
  if (date === addDays(today, 1)) return labels.tomorrow;
  return formatShortDate(date, language);
}

/** "2:30 PM" in English; Spanish keeps the salon's 24-hour "14:30". */
export function formatTime(time: string, language: Language): string {
  if (language === "es") return time;
  const [hours, minutes] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "PM" : "AM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}
