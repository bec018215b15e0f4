import { and, desc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import {
  type AudienceCount,
  audiencePreviewSchema,
  type CampaignAudience,
  campaignAudienceSchema,
  campaignRequestSchema,
  type CampaignSummary,
  type CreatedCampaign,
  type UnsubscribeResult,
} from "@shared/campaigns-api";
import { type Campaign, campaignRecipients, campaigns, emailOutbox, type Locale, type OutboxChannel, type User, users } from "@shared/schema";
import { toE164 } from "@shared/phone";
import { addDays, salonDate } from "@shared/time";
import type { Db, DbOrTx } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { hashToken, issueToken, isTokenShaped } from "../infra/tokens/tokens";
import { enqueueEmail } from "../messages/outbox";
import { enqueueText, textChannelEnabled } from "../messages/text/enqueue";

/** Campaign messages leave at this pace, so a list of thousands never floods the mail server (or the text provider). */
export const CAMPAIGN_MESSAGES_PER_MINUTE = 60;

export const CAMPAIGN_NOT_FOUND = "Campaign not found";
export const ALREADY_SENT = "This campaign was already sent; compose a new one to send again.";
export const NO_EMAIL_FOR_TEST = "Your account has no email address: add one to receive test sends.";
export const UNSUBSCRIBE_LINK_INVALID = "This unsubscribe link is invalid.";

const UNSUBSCRIBED: Record<Locale, string> = {
  es: "Listo: ya no recibirás nuestras novedades. Seguirás recibiendo los correos de tus citas.",
  en: "Done: you will no longer receive our news. You will still receive the emails about your appointments.",
};

export interface CampaignDeps {
  db: Db;
}

// Correlated subqueries name the outer row in full: drizzle writes a column of the selected table unqualified.

/** The client's language: the one they last booked in, Spanish for a client who never booked online. */
const clientLocale = sql<Locale>`coalesce((SELECT a.locale FROM appointments a WHERE a.user_id = "users"."id" ORDER BY a.created_at DESC LIMIT 1), 'es')`;

/**
 * The clients a campaign may reach: they accept marketing messages, are not staff accounts, and fit the
 * audience. "Last visit older than N days" means clients who came, but not in the last N days (the date of each
 * client's last completed visit is kept on their row by the triggers of migrations/0018).
 */
function audienceFilter(audience: CampaignAudience, now: Date): SQL {
  // Written as the partial index users_marketing_reach_idx states it, so that PostgreSQL reads only that index.
  const base = sql`${users.marketingOptIn} = true AND ${users.isAdmin} = false`;
  return and(base, audienceCondition(audience, now))!;
}

/** What sets an audience apart among the clients who accept marketing messages. */
function audienceCondition(audience: CampaignAudience, now: Date): SQL {
  if (audience === "all") return sql`true`;
  if (audience === "vip") return eq(users.membershipTier, "vip");
  // A client who never came has no last visit: the comparison with null is not true, so they are left out.
  return lt(users.lastVisitDate, addDays(salonDate(now), -audience.lastVisitBeforeDays));
}

interface Recipient {
  userId: string;
  address: string;
  channel: OutboxChannel;
  locale: Locale;
}

/** Each client by email, and by text message too when the salon has a text channel and the client a phone. */
async function recipientsOf(tx: DbOrTx, audience: CampaignAudience, now: Date): Promise<Recipient[]> {
  const textChannel = textChannelEnabled();
  const clients = await tx
    .select({ id: users.id, email: users.email, phone: users.phone, locale: clientLocale })
    .from(users)
    .where(audienceFilter(audience, now))
    .orderBy(users.createdAt, users.id);
  return clients.flatMap((client) => [
    ...(client.email ? [{ userId: client.id, address: client.email, channel: "email" as const, locale: client.locale }] : []),
    ...textRecipient(textChannel ? client.phone : null, client),
  ]);
}

function textRecipient(phone: string | null, client: { id: string; locale: Locale }): Recipient[] {
  const number = phone ? toE164(phone) : null;
  return number ? [{ userId: client.id, address: number, channel: "text", locale: client.locale }] : [];
}

/** A phone a text can go to: every writer stores phones in E.164, the shape checked here. */
const textablePhone = sql`${users.phone} ~ '^\+[1-9][0-9]{6,14}$'`;

/**
 * How many each audience would reach now, by channel (an email address each; a phone for texts), counted by
 * PostgreSQL in one pass over the index of who accepts marketing messages, without reading the clients.
 */
async function audienceCounts(db: DbOrTx, audiences: CampaignAudience[], now: Date): Promise<AudienceCount[]> {
  if (audiences.length === 0) return [];
  const texts = textChannelEnabled();
  const columns: Record<string, SQL<number>> = {};
  audiences.forEach((audience, index) => {
    const condition = audienceCondition(audience, now);
    columns[`email${index}`] = sql<number>`count(${users.email}) FILTER (WHERE ${condition})::int`;
    columns[`text${index}`] = texts ? sql<number>`count(*) FILTER (WHERE ${condition} AND ${textablePhone})::int` : sql<number>`0`;
  });
  // One audience: its own condition narrows the index range read; several: the whole index, read once.
  const where = audiences.length === 1 ? audienceFilter(audiences[0], now) : audienceFilter("all", now);
  const [counted] = await db.select(columns).from(users).where(where);
  return audiences.map((_, index) => ({ email: Number(counted[`email${index}`]), text: Number(counted[`text${index}`]) }));
}

export async function previewAudience(deps: CampaignDeps, body: unknown, now: Date): Promise<AudienceCount> {
  const { audience } = audiencePreviewSchema.parse(body);
  const [counted] = await audienceCounts(deps.db, [audience], now);
  return counted;
}

export async function createCampaign(deps: CampaignDeps, admin: User, body: unknown, now: Date): Promise<CreatedCampaign> {
  const input = campaignRequestSchema.parse(body);
  const [created] = await deps.db
    .insert(campaigns)
    .values({ ...input, createdById: admin.id, createdAt: now, updatedAt: now })
    .returning({ id: campaigns.id });
  const [{ reached }] = await deps.db
    .select({ reached: sql<number>`count(*) FILTER (WHERE ${users.email} IS NOT NULL OR (${textChannelEnabled()}::boolean AND ${textablePhone}))::int` })
    .from(users)
    .where(audienceFilter(input.audience, now));
  return { id: created.id, recipientCount: reached };
}

function adminName(user: Pick<User, "firstName" | "lastName" | "username"> | null): string | null {
  if (!user) return null;
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
}

async function summarize(deps: CampaignDeps, rows: Campaign[], now: Date): Promise<CampaignSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const adminIds = [...new Set(rows.flatMap((row) => [row.createdById, row.sentById]).filter((id): id is string => id !== null))];
  const people =
    adminIds.length === 0
      ? []
      : await deps.db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
          .from(users)
          .where(inArray(users.id, adminIds));
  const byId = new Map(people.map((person) => [person.id, person]));
  const tallies = await deps.db
    .select({
      campaignId: campaignRecipients.campaignId,
      channel: campaignRecipients.channel,
      recipients: sql<number>`count(*)::int`,
      delivered: sql<number>`count(*) FILTER (WHERE ${emailOutbox.status} = 'sent')::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${emailOutbox.status} = 'failed')::int`,
      unsubscribed: sql<number>`count(*) FILTER (WHERE ${campaignRecipients.unsubscribedAt} IS NOT NULL)::int`,
    })
    .from(campaignRecipients)
    .leftJoin(emailOutbox, eq(emailOutbox.id, campaignRecipients.outboxId))
    .where(inArray(campaignRecipients.campaignId, ids))
    .groupBy(campaignRecipients.campaignId, campaignRecipients.channel);
  const drafts = rows.filter((row) => !row.sentAt);
  const draftCounts = await audienceCounts(deps.db, drafts.map((row) => campaignAudienceSchema.parse(row.audience)), now);
  const countsById = new Map(drafts.map((row, index) => [row.id, draftCounts[index]]));
  const summaries: CampaignSummary[] = [];
  for (const row of rows) {
    const own = tallies.filter((tally) => tally.campaignId === row.id);
    const audience = campaignAudienceSchema.parse(row.audience);
    const recipients = row.sentAt
      ? { email: own.find((tally) => tally.channel === "email")?.recipients ?? 0, text: own.find((tally) => tally.channel === "text")?.recipients ?? 0 }
      : countsById.get(row.id)!;
    const total = (field: "delivered" | "failed" | "unsubscribed") => own.reduce((sum, tally) => sum + tally[field], 0);
    summaries.push({
      id: row.id,
      subjectEs: row.subjectEs,
      bodyEs: row.bodyEs,
      subjectEn: row.subjectEn,
      bodyEn: row.bodyEn,
      audience,
      createdAt: row.createdAt.toISOString(),
      createdBy: adminName(row.createdById ? (byId.get(row.createdById) ?? null) : null),
      sentAt: row.sentAt?.toISOString() ?? null,
      sentBy: adminName(row.sentById ? (byId.get(row.sentById) ?? null) : null),
      recipients,
      delivered: total("delivered"),
      failed: total("failed"),
      unsubscribedSince: total("unsubscribed"),
    });
  }
  return summaries;
}

export async function listCampaigns(deps: CampaignDeps, now: Date): Promise<CampaignSummary[]> {
  return summarize(deps, await deps.db.select().from(campaigns).orderBy(desc(campaigns.createdAt), desc(campaigns.id)), now);
}

export async function getCampaign(deps: CampaignDeps, id: number, now: Date): Promise<CampaignSummary> {
  const [row] = await deps.db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw new AppError("NOT_FOUND", CAMPAIGN_NOT_FOUND);
  const [summary] = await summarize(deps, [row], now);
  return summary;
}

function versionFor(campaign: Campaign, locale: Locale) {
  return locale === "en" ? { subject: campaign.subjectEn, body: campaign.bodyEn } : { subject: campaign.subjectEs, body: campaign.bodyEs };
}

/**
 * Sends a campaign once. Marking it sent is the claim (`UPDATE … WHERE sent_at IS NULL`), so two clicks or
 * two instances cannot send it twice; the recipients are chosen in the same transaction, from who accepts
 * marketing messages at this moment, and each gets one outbox message with its own unsubscribe token.
 * Messages are spread CAMPAIGN_MESSAGES_PER_MINUTE to a minute through the outbox's due times.
 */
export async function sendCampaign(deps: CampaignDeps, id: number, admin: User, now: Date): Promise<CampaignSummary> {
  await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(campaigns)
      .set({ sentAt: now, sentById: admin.id, updatedAt: now })
      .where(and(eq(campaigns.id, id), isNull(campaigns.sentAt)))
      .returning();
    if (!claimed) {
      const [exists] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
      throw exists ? new AppError("CONFLICT", ALREADY_SENT) : new AppError("NOT_FOUND", CAMPAIGN_NOT_FOUND);
    }
    const recipients = await recipientsOf(tx, campaignAudienceSchema.parse(claimed.audience), now);
    for (const [index, recipient] of recipients.entries()) {
      const notBefore = new Date(now.getTime() + Math.floor(index / CAMPAIGN_MESSAGES_PER_MINUTE) * 60_000);
      const { token, hash } = issueToken();
      const message = { kind: "campaign" as const, locale: recipient.locale, payload: { campaign: { id, ...versionFor(claimed, recipient.locale) }, unsubscribeToken: token } };
      const outboxId =
        recipient.channel === "text"
          ? await enqueueText(tx, { ...message, phone: recipient.address }, now, notBefore)
          : await enqueueEmail(tx, { ...message, recipient: recipient.address }, now, notBefore);
      await tx.insert(campaignRecipients).values({
        campaignId: id,
        userId: recipient.userId,
        channel: recipient.channel,
        locale: recipient.locale,
        unsubscribeTokenHash: hash,
        outboxId,
        createdAt: now,
      });
    }
  });
  return getCampaign(deps, id, now);
}

/** A test send: both versions to the signed-in admin only, marked as a test, with an unsubscribe link that does nothing. */
export async function sendTestCampaign(deps: CampaignDeps, id: number, admin: User, now: Date): Promise<{ sentTo: string }> {
  if (!admin.email) throw new AppError("UNPROCESSABLE", NO_EMAIL_FOR_TEST);
  const address = admin.email;
  await deps.db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, id));
    if (!campaign) throw new AppError("NOT_FOUND", CAMPAIGN_NOT_FOUND);
    for (const locale of ["es", "en"] as const) {
      await enqueueEmail(tx, { kind: "campaign", recipient: address, locale, payload: { campaign: { id, ...versionFor(campaign, locale) } } }, now);
    }
  });
  return { sentTo: address };
}

/**
 * One-click unsubscribe, without signing in: the client stops accepting marketing messages, and any
 * campaign message still waiting for them is withdrawn. Idempotent: a second click (or the mail program's
 * POST after the visible link's) answers the same.
 */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<UnsubscribeResult> {
  if (!isTokenShaped(token)) throw new AppError("NOT_FOUND", UNSUBSCRIBE_LINK_INVALID);
  return db.transaction(async (tx) => {
    const [recipient] = await tx.select().from(campaignRecipients).where(eq(campaignRecipients.unsubscribeTokenHash, hashToken(token)));
    if (!recipient) throw new AppError("NOT_FOUND", UNSUBSCRIBE_LINK_INVALID);
    await tx.update(users).set({ marketingOptIn: false, updatedAt: now }).where(eq(users.id, recipient.userId));
    await tx
      .update(campaignRecipients)
      .set({ unsubscribedAt: now })
      .where(and(eq(campaignRecipients.id, recipient.id), isNull(campaignRecipients.unsubscribedAt)));
    await withdrawPendingCampaignMessages(tx, recipient.userId);
    return { locale: recipient.locale, message: UNSUBSCRIBED[recipient.locale] };
  });
}

/** Campaign messages not yet sent to a client who no longer accepts them are never sent. */
export async function withdrawPendingCampaignMessages(tx: DbOrTx, userId: string): Promise<void> {
  const waiting = tx
    .select({ id: campaignRecipients.outboxId })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.userId, userId), isNotNull(campaignRecipients.outboxId)));
  await tx
    .update(emailOutbox)
    .set({ status: "skipped", lastError: "the client no longer accepts marketing messages" })
    .where(and(eq(emailOutbox.status, "pending"), eq(emailOutbox.kind, "campaign"), inArray(emailOutbox.id, waiting)));
}
