import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";
import { SALON_TIME_ZONE } from "@shared/time";
import type { Language } from "@/lib/i18n/language";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

// The booking page's first screen imports these from their own modules, which do not load tailwind-merge.
export { formatPrice } from "./format";
export { randomId } from "./random-id";

/** The salon's calendar day of an instant, so a late-night sign-up shows the day it happened there. */
export function formatSalonDate(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-US" : "es-MX", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: SALON_TIME_ZONE,
  }).format(new Date(instant));
}
