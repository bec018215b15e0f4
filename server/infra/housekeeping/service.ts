import { and, isNull, lt, lte, or } from "drizzle-orm";
import { idempotencyKeys, loginAttempts, rateLimitHits } from "@shared/schema";
import type { DbOrTx } from "../db/database";

/** A retried booking comes back within minutes; a day covers any client's retry policy. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/** Failed sign-ins of a username and address are forgotten after a quiet day (a running lock is kept). */
export const LOGIN_FAILURES_TTL_MS = 24 * 60 * 60_000;

export interface PrunedCounts {
  idempotencyKeys: number;
  loginAttempts: number;
  rateLimitHits: number;
}

/**
 * Deletes bookkeeping rows that can no longer change an answer: idempotency keys past their retry
 * window, failure counts nobody has added to for a day and that lock nothing, and finished rate-limit
 * windows. Bookings, emails and reviews are never touched.
 */
export async function pruneExpiredRows(db: DbOrTx, now: Date): Promise<PrunedCounts> {
  const idempotencyCutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const loginCutoff = new Date(now.getTime() - LOGIN_FAILURES_TTL_MS);
  const keys = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, idempotencyCutoff)).returning({ key: idempotencyKeys.key });
  const attempts = await db
    .delete(loginAttempts)
    .where(and(lt(loginAttempts.updatedAt, loginCutoff), or(isNull(loginAttempts.lockedUntil), lte(loginAttempts.lockedUntil, now))))
    .returning({ key: loginAttempts.key });
  const windows = await db.delete(rateLimitHits).where(lte(rateLimitHits.resetAt, now)).returning({ key: rateLimitHits.key });
  return { idempotencyKeys: keys.length, loginAttempts: attempts.length, rateLimitHits: windows.length };
}
