import type { Locale } from "@shared/schema";
import { toMinutes } from "@shared/time";

/** What the join form asks beyond the services chosen on the booking page. */
export interface WaitlistChoice {
  dates: string[];
  /** "HH:MM" salon time: the earliest and latest start that suit the customer. */
  earliest: string;
  latest: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  locale: Locale;
}

/** The first thing the form can tell is missing before asking the server, as its dictionary key; null when none. */
export function problemOf(choice: WaitlistChoice): "needDate" | "needOrder" | "needContact" | null {
  if (choice.dates.length === 0) return "needDate";
  if (toMinutes(choice.earliest) >= toMinutes(choice.latest)) return "needOrder";
  if (![choice.customerName, choice.customerEmail, choice.customerPhone].every((value) => value.trim())) return "needContact";
  return null;
}
