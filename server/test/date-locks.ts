import type pg from "pg";
import { appointmentDateLockKey } from "../infra/db/locks";

/** Holds `date`'s booking lock from another connection until `release()`, as a booking of another instance would. */
export async function holdDateLock(pool: pg.Pool, date: string): Promise<{ release(): Promise<void> }> {
  const holder = await pool.connect();
  await holder.query("BEGIN");
  await holder.query("SELECT pg_advisory_xact_lock(hashtext($1))", [appointmentDateLockKey(date)]);
  return {
    async release() {
      await holder.query("COMMIT");
      holder.release();
    },
  };
}

/** The sessions of the pool's database waiting for an advisory lock (a date's booking lock). */
export const LOCK_WAITERS = `SELECT pid FROM pg_locks
  WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;

/** Resolves once `count` sessions are waiting for an advisory lock: that many bookings have reached PostgreSQL. */
export async function lockWaiters(pool: pg.Pool, count: number): Promise<void> {
  for (;;) {
    const { rowCount } = await pool.query(LOCK_WAITERS);
    if ((rowCount ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
