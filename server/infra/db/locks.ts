import { sql } from "drizzle-orm";
import type { DbOrTx } from "./database";

/** The text whose `hashtext` keys a date's advisory lock; every taker of the lock must use it. */
export function appointmentDateLockKey(date: string): string {
  return `cita:booking:${date}`;
}

/**
 * Serialises every change that can alter what one date's slots hold (a booking, an assignment, a move, a
 * status change) until the calling transaction ends. The lock lives in PostgreSQL, so it holds across
 * every app instance. See docs/decisions/002-no-overbooking.md.
 */
export async function lockAppointmentDate(tx: DbOrTx, date: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${appointmentDateLockKey(date)}))`);
}
