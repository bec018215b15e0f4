import { and, asc, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import {
  appointmentManageTokens,
  appointments,
  campaignRecipients,
  customerLinkTokens,
  emailOutbox,
  idempotencyKeys,
  loginAttempts,
  rateLimitHits,
  waitlistEntries,
  waitlistOffers,
} from "@shared/schema";
import { addDays, salonDate } from "@shared/time";
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

/**
 * Waitlist entries and their offers are kept this many days after their date, for the front desk's
 * questions ("was she on the list? was she offered the 10:00?"), then deleted. By then every entry has
 * ended (booked, left, or ended with its date) and so has every offer; until then an entry's past offers
 * still count (no time overlapping one it let go is offered again, nor more than the day's cap).
 */
export const WAITLIST_RETENTION_DAYS = 90;
/** The most rows one statement of a prune deletes, so a round never holds a season's rows locked at once. */
export const PRUNE_BATCH_SIZE = 500;

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
  /** Waitlist entries of dates more than WAITLIST_RETENTION_DAYS ago. */
  waitlistEntries: number;
  /** Those entries' offers. */
  waitlistOffers: number;
}

/**
 * Deletes bookkeeping rows that can no longer change an answer: idempotency keys past their retry
 * window, failure counts nobody has added to for a day and that lock nothing, and finished rate-limit
 * windows, customers' links that can no longer open anything, messages delivered a month ago, and the
 * waitlist of dates a season gone (in batches of `batchSize`). Bookings and reviews are never touched.
 */
export async function pruneExpiredRows(db: DbOrTx, now: Date, batchSize = PRUNE_BATCH_SIZE): Promise<PrunedCounts> {
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
  const waitlist = await pruneOldWaitlist(db, addDays(salonDate(now), -WAITLIST_RETENTION_DAYS), batchSize);
  return {
    idempotencyKeys: keys.length,
    loginAttempts: attempts.length,
    rateLimitHits: windows.length,
    manageLinks: manageLinks.length,
    customerLinks: customerLinks.length,
    sentMessages: sentMessages.length,
    ...waitlist,
  };
}

/**
 * Deletes the waitlist entries of dates before `before`, oldest first, `batchSize` at a time, each batch
 * with its offers (found by their entry's index). Instances pruning at once only find less to delete.
 */
async function pruneOldWaitlist(db: DbOrTx, before: string, batchSize: number): Promise<Pick<PrunedCounts, "waitlistEntries" | "waitlistOffers">> {
  const pruned = { waitlistEntries: 0, waitlistOffers: 0 };
  for (;;) {
    const batch = await db
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(lt(waitlistEntries.date, before))
      .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.joinedAt), asc(waitlistEntries.id))
      .limit(batchSize);
    if (batch.length === 0) return pruned;
    const ids = batch.map((entry) => entry.id);
    const offers = await db.delete(waitlistOffers).where(inArray(waitlistOffers.entryId, ids)).returning({ id: waitlistOffers.id });
    const entries = await db.delete(waitlistEntries).where(inArray(waitlistEntries.id, ids)).returning({ id: waitlistEntries.id });
    pruned.waitlistOffers += offers.length;
    pruned.waitlistEntries += entries.length;
    if (batch.length < batchSize) return pruned;
  }
}
