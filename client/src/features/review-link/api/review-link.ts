import type { ReviewLinkResponse } from "@shared/api";
import type { Language } from "@/lib/i18n/language";

export const COMMENT_MAX_LENGTH = 2000;

export type LoadOutcome = { kind: "ok"; link: ReviewLinkResponse } | { kind: "invalid" } | { kind: "error" };
export type SubmitOutcome = { kind: "ok" } | { kind: "invalid" } | { kind: "duplicate"; message: string | null } | { kind: "error" };

const url = (token: string) => `/api/review/${encodeURIComponent(token)}`;
const headers = (language: Language) => ({ Accept: "application/json", "Accept-Language": language });

/** A link the server refuses (404 unknown, 410 expired or used) is "invalid"; anything else may pass on retry. */
export async function loadReviewLink(token: string, fetcher: typeof fetch = fetch): Promise<LoadOutcome> {
  try {
    const response = await fetcher(url(token), { credentials: "include", headers: { Accept: "application/json" } });
    if (response.status === 404 || response.status === 410) return { kind: "invalid" };
    if (!response.ok) return { kind: "error" };
    return { kind: "ok", link: (await response.json()) as ReviewLinkResponse };
  } catch {
    return { kind: "error" };
  }
}

export async function submitReview(
  token: string,
  review: { rating: number; comment: string },
  language: Language,
  fetcher: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  try {
    const comment = review.comment.trim();
    const response = await fetcher(url(token), {
      method: "POST",
      credentials: "include",
      headers: { ...headers(language), "Content-Type": "application/json" },
      body: JSON.stringify({ rating: review.rating, comment: comment || undefined }),
    });
    if (response.ok) return { kind: "ok" };
    if (response.status === 404 || response.status === 410) return { kind: "invalid" };
    if (response.status === 409) {
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      return { kind: "duplicate", message: typeof body?.message === "string" ? body.message : null };
    }
    return { kind: "error" };
  } catch {
    return { kind: "error" };
  }
}
