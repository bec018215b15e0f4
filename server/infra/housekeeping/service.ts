import { and, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { appointmentManageTokens, appointments, campaignRecipients, customerLinkTokens, emailOutbox, idempotencyKeys, loginAttempts, rateLimitHits } from "@shared/schema";
import { salonDate } from "@shared/time";
import type { DbOrTx } from "../db/database";

/** A retried booking comes back within minutes; a day covers any client's retry policy. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/** Failed sign-ins of a username and address are forgotten after a quiet day (a running lock is kept). */
export const LOGIN_FAILURES_TTL_MS = 24 * 60 * 60_000;
/**
 * Messages delivered (or withdrawn) are kept this long for questions ("did my confirmation go out?"), then
 * deleted; failed and waiting ones are kept, and so are a campaign's, whose history counts its deliveries.
 */
export const SENT_MESSAGES_TTL_MS = 30 * 24 * 60 * 60_000;

export interface PrunedCounts {
  idempotencyKeys: number;
  loginAttempts: number;
  rateLimitHits: number;
  /** Manage links of appointments of days gone by (a link stops at its appointment's start anyway). */
  manageLinks: number;
  /** My appointments links past their expiry. */
  customerLinks: number;
  /** Outbox messages sent or withdrawn more than SENT_MESSAGES_TTL_MS ago, of no campaign. */
  sentMessages: number;
}

/**
 * Deletes bookkeeping rows that can no longer change an answer: idempotency keys past their retry
 * window, failure counts nobody has added to for a day and that lock nothing, and finished rate-limit
 * windows, customers' links that can no longer open anything, and messages delivered a month ago.
 * Bookings and reviews are never touched.
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
  const pastAppointments = db.select({ id: appointments.id }).from(appointments).where(lt(appointments.appointmentDate, salonDate(now)));
  const manageLinks = await db
    .delete(appointmentManageTokens)
    .where(inArray(appointmentManageTokens.appointmentId, pastAppointments))
    .returning({ hash: appointmentManageTokens.tokenHash });
  const customerLinks = await db.delete(customerLinkTokens).where(lte(customerLinkTokens.expiresAt, now)).returning({ hash: customerLinkTokens.tokenHash });
  const sentCutoff = new Date(now.getTime() - SENT_MESSAGES_TTL_MS);
  const sentMessages = await db
    .delete(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, ["sent", "skipped"]),
        lt(sql`coalesce(${emailOutbox.sentAt}, ${emailOutbox.createdAt})`, sentCutoff),
        sql`NOT EXISTS (SELECT 1 FROM ${campaignRecipients} WHERE ${campaignRecipients.outboxId} = ${emailOutbox.id})`,
      ),
    )
    .returning({ id: emailOutbox.id });
  return {
    idempotencyKeys: keys.length,
    loginAttempts: attempts.length,
    rateLimitHits: windows.length,
    manageLinks: manageLinks.length,
    customerLinks: customerLinks.length,
    sentMessages: sentMessages.length,
  };
}
