import { setTimeout } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import { DEFAULT_CANCEL_CUTOFF_HOURS } from "@shared/manage-api";
import { emailOutbox, LOCALES, type Locale, type OutboxChannel } from "@shared/schema";
import { renderText } from "./text/render";
import { TextRefused, type TextSender } from "./text/sender";
import type { Clock } from "../infra/clock";
import type { Db, DbOrTx } from "../infra/db/database";
import type { Logger } from "../infra/logger";
import { EMAIL_KINDS, type EmailKind, type OutboxEmail, type OutboxPayload } from "./payloads";
import { renderEmail } from "./email/render";
import type { MailTransport } from "./email/transport";

/**
 * The transactional outbox of both channels, email and text (docs/decisions/005-email-outbox-and-tokens.md).
 *
 * A message is a row written (`enqueueEmail`, or the text channel's `enqueueText`) inside the transaction
 * of the event that causes it, so either both happen or neither. `drainOutbox` delivers due rows one at a
 * time: it claims a row in one short statement (`FOR UPDATE SKIP LOCKED`, bumping `attempts` and pushing
 * `next_attempt_at` out by a lease), so two workers, in one process or in two sharing a PostgreSQL, never
 * hold the same row; it sends outside any transaction, then at once marks that row sent and erases its
 * payload (the links' tokens). Claiming one row per send keeps every lease far longer than the send it
 * covers, and a mark that fails (the pool busy, the database briefly away) is retried while the lease
 * still holds, so a round that fails halfway never leaves a sent message to be sent again. A failed send
 * is retried with exponential back-off, capped at an hour, for as long as an outage could last (a week);
 * only a message the mail server or text provider refuses outright, or one older than that, is marked
 * failed and logged.
 */

export interface OutboxOptions {
  /** How long a claimed row is left alone before another worker may take it (a crashed worker's rows). */
  leaseMs: number;
  /** Tries at marking a sent row sent, the first at once, then after this delay, doubling each time. */
  markAttempts: number;
  markRetryDelayMs: number;
  /** First retry delay; each further attempt doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A row still unsent this long after it was queued is given up: its news is stale by then. */
  giveUpAfterMs: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  leaseMs: 5 * 60_000,
  // 0.5 + 1 + 2 + 4 + 8 s of waiting (plus each try's own wait for a connection): well inside the lease.
  markAttempts: 6,
  markRetryDelayMs: 500,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  // 30 s, 1, 2, 4 … 32 min, then hourly for a week: an SMTP outage delays mail, it does not lose it.
  giveUpAfterMs: 7 * 24 * 60 * 60_000,
};

export interface OutboxDeps {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** What the emails say of the manage link's cut-off; DEFAULT_CANCEL_CUTOFF_HOURS unless the salon set one. */
  cancelCutoffHours?: number;
  /** Sends the text-channel rows; absent when the salon has no text provider (no such rows are written then). */
  textSender?: TextSender;
  options?: Partial<OutboxOptions>;
}

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Writes a message into the outbox on the caller's transaction; it is sent after that transaction commits,
 * and not before `notBefore` (a campaign's paced messages). Emails come through `enqueueEmail`, text
 * messages through the text channel's `enqueueText`.
 */
export async function enqueueMessage(tx: DbOrTx, message: OutboxEmail & { channel: OutboxChannel }, now: Date, notBefore: Date = now): Promise<number> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      channel: message.channel,
      kind: message.kind,
      recipient: message.recipient,
      locale: message.locale,
      payload: message.payload,
      status: "pending",
      nextAttemptAt: notBefore,
      createdAt: now,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

/** Writes an email into the outbox on the caller's transaction (see `enqueueMessage`). */
export function enqueueEmail(tx: DbOrTx, email: OutboxEmail, now: Date, notBefore: Date = now): Promise<number> {
  return enqueueMessage(tx, { ...email, channel: "email" }, now, notBefore);
}

/** Delay before the attempt after `attempts` failed ones: 30 s × 2^(attempts − 1), capped. */
export function retryDelayMs(attempts: number, options: OutboxOptions = DEFAULT_OUTBOX_OPTIONS): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.min(exponent, 30));
}

type ClaimedRow = {
  id: number;
  kind: string;
  recipient: string;
  locale: string;
  payload: OutboxPayload;
  attempts: number;
  created_at: Date;
  channel: OutboxChannel;
};

async function claimNext(db: Db, now: Date, options: OutboxOptions): Promise<ClaimedRow | undefined> {
  const leaseUntil = new Date(now.getTime() + options.leaseMs);
  const result = await db.execute<ClaimedRow>(sql`
    UPDATE email_outbox
       SET attempts = attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
     WHERE id = (
       SELECT id FROM email_outbox
        WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}::timestamptz
        ORDER BY next_attempt_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
       AND status = 'pending'
    RETURNING id, kind, recipient, locale, payload, attempts, created_at, channel`);
  return result.rows[0];
}

/**
 * A recipient the mail server refuses outright (5xx on the envelope), or a text the provider refuses
 * (TextRefused), will not be accepted by retrying.
 */
function isPermanent(error: unknown): boolean {
  if (error instanceof TextRefused) return true;
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

function asKind(kind: string): EmailKind {
  if (!(EMAIL_KINDS as readonly string[]).includes(kind)) throw new Error(`Unknown email kind: ${kind}`);
  return kind as EmailKind;
}

function asLocale(locale: string): Locale {
  return (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : "es";
}

/** Renders the row for its channel; a row that cannot be rendered will never be, so that failure is permanent. */
function composer(deps: OutboxDeps, row: ClaimedRow): () => Promise<void> {
  const context = { publicUrl: deps.publicUrl, cancelCutoffHours: deps.cancelCutoffHours ?? DEFAULT_CANCEL_CUTOFF_HOURS };
  const kind = asKind(row.kind);
  const locale = asLocale(row.locale);
  if (row.channel === "text") {
    const sender = deps.textSender;
    if (!sender) throw new Error("No text-message provider is set up (SMS_PROVIDER_URL)");
    const body = renderText(kind, locale, row.payload, context);
    return () => sender.send({ to: row.recipient, body });
  }
  const rendered = renderEmail(kind, locale, row.payload, context);
  return () => deps.transport.send({ ...rendered, to: row.recipient, outboxId: row.id, kind: row.kind });
}

async function deliver(deps: OutboxDeps, row: ClaimedRow, options: OutboxOptions): Promise<keyof DrainResult> {
  const { db, logger } = deps;
  let permanent = false;
  try {
    let send;
    try {
      send = composer(deps, row);
    } catch (error) {
      permanent = true;
      throw error;
    }
    await send();
  } catch (error) {
    const now = deps.clock();
    const stale = now.getTime() - new Date(row.created_at).getTime() >= options.giveUpAfterMs;
    const giveUp = permanent || isPermanent(error) || stale;
    await db
      .update(emailOutbox)
      .set(
        giveUp
          ? { status: "failed", lastError: errorText(error) }
          : { lastError: errorText(error), nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts, options)) },
      )
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "pending")));
    if (giveUp) {
      logger.error({ err: error, outboxId: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts }, "message failed for good; it will not be retried");
      return "failed";
    }
    logger.warn({ err: error, outboxId: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts }, "message not sent; will retry");
    return "retrying";
  }
  await markSent(deps, row, options);
  logger.info({ outboxId: row.id, kind: row.kind, channel: row.channel }, row.channel === "text" ? "text message sent" : "email sent");
  return "sent";
}

/**
 * Records that a row's message is out. A message cannot be unsent, so a failure here is retried rather
 * than left to the lease, whose end would send it again; only a database away for the whole back-off
 * (tens of seconds) gives the error up to the round.
 */
async function markSent(deps: OutboxDeps, row: ClaimedRow, options: OutboxOptions): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // The links' tokens are only needed until the message is out; keep which appointment it was about.
      await deps.db
        .update(emailOutbox)
        .set({
          status: "sent",
          sentAt: deps.clock(),
          lastError: null,
          payload: { sent: true, appointmentId: "appointment" in row.payload ? row.payload.appointment.appointmentId : null },
        })
        .where(eq(emailOutbox.id, row.id));
      return;
    } catch (error) {
      if (attempt >= options.markAttempts) throw error;
      deps.logger.warn({ err: error, outboxId: row.id, kind: row.kind, attempt }, "message sent but not yet marked sent; retrying the mark");
      await setTimeout(options.markRetryDelayMs * 2 ** (attempt - 1));
    }
  }
}

/**
 * Sends every due row once: claims rows until none is due. Tests call it directly; the running app
 * calls it from `startMessageJobs`. Safe to run concurrently with itself and with other processes.
 */
export async function drainOutbox(deps: OutboxDeps): Promise<DrainResult> {
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...deps.options };
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const row = await claimNext(deps.db, deps.clock(), options);
    if (!row) return result;
    result[await deliver(deps, row, options)] += 1;
  }
}
