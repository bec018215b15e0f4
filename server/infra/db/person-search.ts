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
 * a phone number's characters) whether their phone's digits hold its digits. `searchText` is the stored
 * folded name and email (users.search_text) under the trigram index users_search_idx, and the digits are
 * the expression of users_phone_digits_idx (the functions are in migrations/0012), so PostgreSQL uses both.
 */
export function personMatches(search: string, columns: { searchText: AnyPgColumn; phone: AnyPgColumn }): SQL {
  return matches(search, columns.searchText, columns.phone);
}

/**
 * The same test on the name and phone an appointment was booked with: `folded` is the stored folded name
 * (appointments.contact_search). No index: it is used inside a date range.
 */
export function contactMatches(search: string, columns: { folded: AnyPgColumn; phone: AnyPgColumn }): SQL {
  return matches(search, columns.folded, columns.phone);
}

function matches(search: string, folded: AnyPgColumn, phone: AnyPgColumn): SQL {
  const text = sql`${folded} LIKE '%' || public.cita_fold(${escapeLike(search)}::text) || '%'`;
  const digits = phoneDigits(search);
  return digits ? or(text, sql`public.cita_digits(${phone}) LIKE ${`%${digits}%`}`)! : text;
}
