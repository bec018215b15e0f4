import { SALON_TIME_ZONE } from "@shared/time";
import type { Language } from "@/lib/i18n/language";

/** The salon's calendar day of an instant, so a late-night sign-up shows the day it happened there. */
export function formatDate(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-US" : "es-MX", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: SALON_TIME_ZONE,
  }).format(new Date(instant));
}
