import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { BookingResponse } from "@shared/api";
import { idempotencyKeys } from "@shared/schema";
import type { DbOrTx } from "../infra/db/database";
import { AppError } from "../infra/http/errors";

/**
 * A booking sent with an `Idempotency-Key` header is made at most once: the answer is stored under the
 * key in the booking's own transaction, and the same request sent again gets that answer back. The key
 * with a different request is refused.
 */
export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used with a different request";

export interface BookingResult {
  status: number;
  body: BookingResponse;
  /** The manage token of the email a booking written by this very request carries (never stored in the answer). */
  manageToken?: string;
}

/** A stable digest of the request, so a replayed Idempotency-Key can be told apart from a reused one. */
export function requestDigest(body: unknown): string {
  const canonical = JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return crypto.createHash("sha256").update(canonical).digest("hex");
}

/** The answer stored under a key: the booking made (returned) or the refusal of a taken slot (thrown). */
function storedAnswer(stored: { requestHash: string; responseStatus: number; responseBody: unknown }, digest: string): BookingResult {
  if (stored.requestHash !== digest) throw new AppError("UNPROCESSABLE", IDEMPOTENCY_KEY_REUSED);
  if (stored.responseStatus === 409) throw new AppError("CONFLICT", (stored.responseBody as { message: string }).message);
  return { status: stored.responseStatus, body: stored.responseBody as BookingResponse };
}

/** The answer already stored under `key`, if any (a refusal is thrown). */
export async function replayIdempotent(db: DbOrTx, key: string, digest: string): Promise<BookingResult | undefined> {
  const [stored] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return stored ? storedAnswer(stored, digest) : undefined;
}

/**
 * Stores that this key's slot was taken, so a retry of the same request gets the same answer even if the
 * slot frees up meanwhile; the client sends a fresh key for its next, deliberate attempt.
 */
export async function storeRefusal(db: DbOrTx, key: string, digest: string, error: AppError): Promise<void> {
  await db
    .insert(idempotencyKeys)
    .values({ key, requestHash: digest, responseStatus: 409, responseBody: { message: error.message } })
    .onConflictDoNothing();
}
