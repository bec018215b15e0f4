import type { AdminClient } from "@shared/admin-api";
import { SALON_TIME_ZONE } from "@shared/time";
import type { Language } from "@/lib/i18n/language";

export function fullName(client: Pick<AdminClient, "firstName" | "lastName">): string {
  return [client.firstName, client.lastName].filter(Boolean).join(" ");
}

/** Spec 001 §2: first name, last name or email contains the term, ignoring case. */
export function matchesSearch(client: AdminClient, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [client.firstName, client.lastName, client.email].some((value) => value?.toLowerCase().includes(needle));
}

/** The salon's calendar day of an instant: a client created late at night still joined "that" day. */
export function formatJoinedDate(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-US" : "es-MX", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: SALON_TIME_ZONE,
  }).format(new Date(instant));
}

export function initials(client: Pick<AdminClient, "firstName" | "lastName">): string {
  return [client.firstName, client.lastName].map((part) => part?.trim().charAt(0) ?? "").join("").toUpperCase() || "?";
}
