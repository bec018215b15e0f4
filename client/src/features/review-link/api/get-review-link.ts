import type { ReviewLinkResponse } from "@shared/api";
import { getJson, isRefusal } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";


/** The appointment to review; it holds both languages' names, so switching language needs no reload. */
export function getReviewLink(token: string): Promise<ReviewLinkResponse> {
  return getJson<ReviewLinkResponse>(apiPath("GET /api/review/:token", { token }));
}

/** The server refuses a link it does not know (404) or one expired or used (410); any other failure may pass on retry. */
export function isInvalidLink(error: unknown): boolean {
  return isRefusal(error, 404, 410);
}
