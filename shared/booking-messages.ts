/**
 * Refusals the booking page shows before the server would, and the server sends in the booking's
 * language. Kept apart from the slot rules so the page's first download can carry them.
 */
import type { Locale } from "./schema";

export const NO_COMMON_STAFF_MESSAGES: Record<Locale, string> = {
  es: "Ninguna manicurista hace todos estos servicios en una misma cita. Quita alguno o resérvalos en citas separadas.",
  en: "No single manicurist does all of these services in one appointment. Remove one or book them as separate appointments.",
};
