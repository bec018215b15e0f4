import { or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** LIKE's own characters in a search are searched for as they are. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A search of only a phone number's characters (digits, spaces, +, -, dots, brackets) with at least 3 digits. */
function phoneDigits(search: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, "");
  return digits.length >= 3 ? digits : null;
}

/**
 * Whether a person's name or email holds the search, ignoring case and accents, or (for a search made of
 * a phone number's characters) whether their phone's digits hold its digits. The expressions are those of
 * the trigram indexes users_search_idx and users_phone_digits_idx (migrations/0012), so that PostgreSQL
 * can use them; the functions are defined there.
 */
export function personMatches(
  search: string,
  columns: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn; phone: AnyPgColumn },
): SQL {
  const text = sql`public.cita_person_search(${columns.firstName}, ${columns.lastName}, ${columns.email}) LIKE '%' || public.cita_fold(${escapeLike(search)}::text) || '%'`;
  const digits = phoneDigits(search);
  return digits ? or(text, sql`public.cita_digits(${columns.phone}) LIKE ${`%${digits}%`}`)! : text;
}

/** The same test on the name and phone an appointment was booked with (no index: used inside a date range). */
export function contactMatches(search: string, columns: { name: AnyPgColumn; phone: AnyPgColumn }): SQL {
  const text = sql`public.cita_fold(${columns.name}) LIKE '%' || public.cita_fold(${escapeLike(search)}::text) || '%'`;
  const digits = phoneDigits(search);
  return digits ? or(text, sql`public.cita_digits(${columns.phone}) LIKE ${`%${digits}%`}`)! : text;
}
