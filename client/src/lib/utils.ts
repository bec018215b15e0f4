import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";
import { SALON_TIME_ZONE } from "@shared/time";
import type { Language } from "@/lib/i18n/language";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

// The booking page's first screen imports it from ./format, which does not load tailwind-merge.
export { formatPrice } from "./format";

/**
 * A v4 UUID. `crypto.randomUUID` only exists in secure contexts, and the salon's tablet may open the
 * site over plain http on the local network, so fall back to `getRandomValues`.
 */
export function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The salon's calendar day of an instant, so a late-night sign-up shows the day it happened there. */
export function formatSalonDate(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-US" : "es-MX", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: SALON_TIME_ZONE,
  }).format(new Date(instant));
}
