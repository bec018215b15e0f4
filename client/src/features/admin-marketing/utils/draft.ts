import { type CampaignAudience, campaignAudienceSchema, type CampaignRequest, campaignRequestSchema, type CampaignSummary } from "@shared/campaigns-api";

export const AUDIENCE_CHOICES = ["all", "vip", "lapsed"] as const;
export type AudienceChoice = (typeof AUDIENCE_CHOICES)[number];

/** The compose form as typed: the days stay text until they are read, so a half-typed number is not lost. */
export interface Draft {
  subjectEs: string;
  bodyEs: string;
  subjectEn: string;
  bodyEn: string;
  audience: AudienceChoice;
  days: string;
}

export type DraftField = "subjectEs" | "bodyEs" | "subjectEn" | "bodyEn" | "days";

export const EMPTY_DRAFT: Draft = { subjectEs: "", bodyEs: "", subjectEn: "", bodyEn: "", audience: "all", days: "60" };

/** The audience the form describes, or null while the days are not a number the server accepts. */
export function audienceOf(draft: Draft): CampaignAudience | null {
  if (draft.audience !== "lapsed") return draft.audience;
  const days = draft.days.trim() === "" ? Number.NaN : Number(draft.days);
  const parsed = campaignAudienceSchema.safeParse({ lastVisitBeforeDays: days });
  return parsed.success ? parsed.data : null;
}

/** The request to save, or (request null) the fields the server would refuse, in the order the form shows them. */
export function checkDraft(draft: Draft): { request: CampaignRequest | null; invalid: DraftField[] } {
  const audience = audienceOf(draft);
  const parsed = campaignRequestSchema.safeParse({ ...draft, audience: audience ?? "all" });
  const invalid: DraftField[] = (["subjectEs", "bodyEs", "subjectEn", "bodyEn"] as const).filter((field) =>
    parsed.error?.issues.some((issue) => issue.path[0] === field),
  );
  if (audience === null) invalid.push("days");
  if (invalid.length > 0 || !parsed.success || audience === null) return { request: null, invalid };
  return { request: { ...parsed.data, audience }, invalid: [] };
}

/** A saved campaign back in the form, to test or send it. */
export function draftOf(campaign: CampaignSummary): Draft {
  const { subjectEs, bodyEs, subjectEn, bodyEn, audience } = campaign;
  const text = { subjectEs, bodyEs, subjectEn, bodyEn };
  if (typeof audience === "string") return { ...text, audience, days: EMPTY_DRAFT.days };
  return { ...text, audience: "lapsed", days: String(audience.lastVisitBeforeDays) };
}

/** The paragraphs of a message as the email shows them: a blank line separates two, other line breaks do not. */
export function emailParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean);
}
