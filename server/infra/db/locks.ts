import { sql } from "drizzle-orm";
import type pg from "pg";
import type { DbOrTx } from "./database";

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
 * Opens a transaction on `client` and takes `date`'s lock in it, in one round trip: the simple protocol
 * takes both statements at once, so the lock's key is sent as an escaped literal.
 */
export async function beginWithDateLock(client: pg.PoolClient, date: string): Promise<void> {
  await client.query(`BEGIN; SELECT pg_advisory_xact_lock(hashtext(${client.escapeLiteral(appointmentDateLockKey(date))}))`);
}
