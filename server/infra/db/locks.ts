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
 * The statements that open a transaction and take `date`'s lock, for the simple protocol, where they
 * travel in one round trip (with whatever follows them): the lock's key is an escaped literal.
 */
export function beginWithDateLockStatements(date: string): string {
  return `BEGIN; SELECT pg_advisory_xact_lock(hashtext(${sqlLiteral(appointmentDateLockKey(date))}))`;
}
