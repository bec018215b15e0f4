import { siteReviewRequestSchema } from "@shared/api";
import { siteReviews, type SiteReview } from "@shared/schema";
import type { DbOrTx } from "../infra/db/database";

export async function createSiteReview(db: DbOrTx, body: unknown): Promise<SiteReview> {
  const input = siteReviewRequestSchema.parse(body);
  const [created] = await db.insert(siteReviews).values(input).returning();
  return created;
}
