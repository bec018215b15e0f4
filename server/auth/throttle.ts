import { eq, sql } from "drizzle-orm";
import { loginAttempts } from "@shared/schema";
import type { DbOrTx } from "../infra/db/database";
import { normalizeUsername } from "./accounts";

export const MAX_FAILURES = 10;
export const LOCK_MINUTES = 15;

/**
 * Failures are counted per username and client address, in Postgres so that every app instance sees
 * the same count: an attacker cannot spread guesses over instances, and a flood from one address
 * cannot lock the real admin out from another.
 */
export function throttleKey(username: string, ip: string): string {
  return `${normalizeUsername(username)}|${ip}`;
}

/**
 * Counts an attempt before its password is checked, in one statement, so that a burst of parallel
 * guesses cannot all pass a lock check that the first failures have not yet set: at most MAX_FAILURES
 * attempts of a key are ever checked before the lock. Attempts made while locked keep counting (and are
 * refused); a lock that has run out starts a fresh count. A success clears the count (`clearFailures`).
 */
export async function admitAttempt(
  db: DbOrTx,
  key: string,
  now: Date,
): Promise<{ admitted: boolean; locks: boolean; lockedUntil: Date | null }> {
  const result = await db.execute<{ failures: number; locked_until: string | Date | null }>(sql`
    INSERT INTO login_attempts AS a (key, failures, locked_until, updated_at)
    VALUES (${key}, 1, NULL, ${now})
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN a.locked_until <= ${now} THEN 1 ELSE a.failures + 1 END,
      locked_until = CASE
        WHEN a.locked_until <= ${now} THEN NULL
        WHEN a.locked_until IS NULL AND a.failures + 1 >= ${MAX_FAILURES}
          THEN ${now}::timestamptz + make_interval(mins => ${LOCK_MINUTES})
        ELSE a.locked_until
      END,
      updated_at = ${now}
    RETURNING failures, locked_until
  `);
  const failures = Number(result.rows[0]?.failures);
  const lockedUntil = result.rows[0]?.locked_until;
  return { admitted: failures <= MAX_FAILURES, locks: failures === MAX_FAILURES, lockedUntil: lockedUntil ? new Date(lockedUntil) : null };
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
