import { and, eq, gt, sql } from "drizzle-orm";
import { loginAttempts } from "@shared/schema";
import type { DbOrTx } from "../db/database";
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

export async function isLocked(db: DbOrTx, key: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ key: loginAttempts.key })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.lockedUntil, now)));
  return rows.length > 0;
}

/**
 * Counts one failure in a single statement, so parallel attempts cannot lose a count. A lock that has
 * run out starts a fresh count; the failure that reaches MAX_FAILURES sets the lock.
 * Answers whether this failure locked the key.
 */
export async function recordFailure(db: DbOrTx, key: string, now: Date): Promise<{ locked: boolean }> {
  const result = await db.execute<{ failures: number }>(sql`
    INSERT INTO login_attempts AS a (key, failures, locked_until, updated_at)
    VALUES (${key}, 1, NULL, ${now})
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN a.locked_until <= ${now} THEN 1 ELSE a.failures + 1 END,
      locked_until = CASE
        WHEN a.locked_until <= ${now} THEN NULL
        WHEN a.failures + 1 >= ${MAX_FAILURES} THEN ${now}::timestamptz + make_interval(mins => ${LOCK_MINUTES})
        ELSE a.locked_until
      END,
      updated_at = ${now}
    RETURNING failures
  `);
  return { locked: result.rows[0]?.failures === MAX_FAILURES };
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
