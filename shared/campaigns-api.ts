/**
 * Marketing campaigns: composed in Spanish and English, sent to the clients who said yes, unsubscribed
 * from in one click. Shapes shared by the back office, the server and the unsubscribe page.
 */
import { z } from "zod";
import type { Locale } from "./schema";

export const CAMPAIGN_SUBJECT_MAX = 200;
export const CAMPAIGN_BODY_MAX = 5000;

/** Who a campaign goes to, among the clients who accept marketing messages. */
export const campaignAudienceSchema = z.union([
  z.literal("all"),
  z.literal("vip"),
  z.object({ lastVisitBeforeDays: z.number().int("Days must be a whole number").min(1, "Days must be at least 1").max(3650, "Days must be at most 3650") }).strict(),
]);
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;

const subject = (language: string) =>
  z
    .string({ error: `Write the ${language} subject` })
    .trim()
    .min(1, `Write the ${language} subject`)
    .max(CAMPAIGN_SUBJECT_MAX, `The ${language} subject must be at most ${CAMPAIGN_SUBJECT_MAX} characters`);
const body = (language: string) =>
  z
    .string({ error: `Write the ${language} message` })
    .trim()
    .min(1, `Write the ${language} message`)
    .max(CAMPAIGN_BODY_MAX, `The ${language} message must be at most ${CAMPAIGN_BODY_MAX} characters`);

/** POST /api/admin/campaigns */
export const campaignRequestSchema = z.object({
  subjectEs: subject("Spanish"),
  bodyEs: body("Spanish"),
  subjectEn: subject("English"),
  bodyEn: body("English"),
  audience: campaignAudienceSchema,
});
export type CampaignRequest = z.input<typeof campaignRequestSchema>;

/** POST /api/admin/campaigns/preview: how many would receive a campaign for this audience, by channel. */
export const audiencePreviewSchema = z.object({ audience: campaignAudienceSchema });

export interface AudienceCount {
  /** Clients who would receive it by email. */
  email: number;
  /** Clients who would receive it by text message (0 when the salon has no text channel). */
  text: number;
}

/** A campaign in the history and on its own page. */
export interface CampaignSummary {
  id: number;
  subjectEs: string;
  bodyEs: string;
  subjectEn: string;
  bodyEn: string;
  audience: CampaignAudience;
  createdAt: string;
  createdBy: string | null;
  /** Null until sent. */
  sentAt: string | null;
  sentBy: string | null;
  /** Before it is sent: who would receive it now; after: who it went to. */
  recipients: AudienceCount;
  delivered: number;
  failed: number;
  /** Recipients who unsubscribed through this campaign's link. */
  unsubscribedSince: number;
}

/** POST /api/admin/campaigns answers 201 with this. */
export interface CreatedCampaign {
  id: number;
  recipientCount: number;
}

/** POST /api/unsubscribe/:token */
export interface UnsubscribeResult {
  /** The language the client received the campaign in: the confirmation page speaks it. */
  locale: Locale;
  message: string;
}
