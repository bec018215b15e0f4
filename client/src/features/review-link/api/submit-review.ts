import { apiRequest, isRefusal } from "@/lib/api-client";
import type { Locale } from "@shared/schema";
import { apiPath } from "@shared/api/paths";

export const COMMENT_MAX_LENGTH = 2000;

export interface LinkReview {
  rating: number;
  comment: string;
}

/** An empty comment is left out. The page's language goes as Accept-Language so a refusal reads in it. */
export async function submitReview(token: string, review: LinkReview, language: Locale): Promise<void> {
  const comment = review.comment.trim();
  await apiRequest("POST", apiPath("POST /api/review/:token", { token }), {
    body: { rating: review.rating, comment: comment || undefined },
    headers: { "Accept-Language": language },
  });
}

/** The link was already used for a review: the server's message says so. */
export function isAlreadyReviewed(error: unknown): boolean {
  return isRefusal(error, 409);
}
