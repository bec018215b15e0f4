import { sql } from "drizzle-orm";
import type { DbOrTx } from "./database";
import { sqlLiteral } from "./literals";

/** The text whose `hashtext` keys a date's advisory lock; every taker of the lock must use it. */
export function appointmentDateLockKey(date: string): string {
  return `cita:booking:${date}`;
}

/**
 * Serialises every change that can alter what one date's slots hold (a booking, an assignment, a status
 * change) until the calling transaction ends. The lock lives in PostgreSQL, so it holds across every app
 * instance. See docs/decisions/002-no-overbooking.md.
 */
export async function lockAppointmentDate(tx: DbOrTx, date: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${appointmentDateLockKey(date)}))`);
}

/**
 * One statement taking the locks of `dates` (in the order given) for the simple protocol, where it travels
 * in one round trip with whatever surrounds it: the keys are escaped literals. "wait" waits for each lock;
 * "try" takes each only if it is free and answers which it took, as a boolean array in column `taken`.
 */
export function dateLocksStatement(dates: readonly string[], locking: "wait" | "try"): string {
  const keys = dates.map((date) => `hashtext(${sqlLiteral(appointmentDateLockKey(date))})`);
  if (locking === "wait") return `SELECT ${keys.map((key) => `pg_advisory_xact_lock(${key})`).join(", ")}`;
  return `SELECT ARRAY[${keys.map((key) => `pg_try_advisory_xact_lock(${key})`).join(", ")}] AS taken`;
}
