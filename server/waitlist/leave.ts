import { and, eq, inArray } from "drizzle-orm";
import { type Locale, waitlistEntries, waitlistOffers } from "@shared/schema";
import { salonDate } from "@shared/time";
import { WAITLIST_LINK_INVALID, type WaitlistLeaveLink, type WaitlistLeaveResponse } from "@shared/waitlist-api";
import type { Db } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { hashToken, isTokenShaped } from "../infra/tokens/tokens";
import { type OfferDeps, offerFreedPlaces } from "./offers";

/**
 * The join a leave link came with: its token's hash, its dates and its language. 404 for a token never
 * issued; 410 once the last date of the join has passed.
 */
async function joinOf(db: Db, token: string, now: Date): Promise<{ hash: string; dates: string[]; locale: Locale }> {
  const hash = isTokenShaped(token) ? hashToken(token) : null;
  const entries = hash
    ? await db.select({ date: waitlistEntries.date, locale: waitlistEntries.locale }).from(waitlistEntries).where(eq(waitlistEntries.leaveTokenHash, hash))
    : [];
  if (!hash || entries.length === 0) throw new AppError("NOT_FOUND", WAITLIST_LINK_INVALID);
  const dates = [...new Set(entries.map((entry) => entry.date))].sort();
  if (dates[dates.length - 1] < salonDate(now)) throw new AppError("GONE", WAITLIST_LINK_INVALID);
  return { hash, dates, locale: entries[0].locale };
}

/** GET /api/waitlist/leave/:token: the page before the press, in the join's language; it changes nothing. */
export async function viewLeaveLink(deps: OfferDeps, token: string): Promise<WaitlistLeaveLink> {
  const { dates, locale } = await joinOf(deps.db, token, deps.clock());
  return { dates, locale };
}

/**
 * Leaves the waitlist: every still-waiting entry of the join the link came with ends ("left") and its open
 * offer is withdrawn, whose place then goes to the next fitting entry. Asking again changes nothing and
 * answers left: 0. The link works until the last date of its join has passed (410 after).
 */
export async function leaveWaitlist(deps: OfferDeps, token: string): Promise<WaitlistLeaveResponse> {
  const now = deps.clock();
  const { hash, dates, locale } = await joinOf(deps.db, token, now);

  const withdrawn = await deps.db.transaction(async (tx) => {
    const left = await tx
      .update(waitlistEntries)
      .set({ state: "left", updatedAt: now })
      .where(and(eq(waitlistEntries.leaveTokenHash, hash), eq(waitlistEntries.state, "waiting")))
      .returning({ id: waitlistEntries.id });
    const offers =
      left.length === 0
        ? []
        : await tx
            .update(waitlistOffers)
            .set({ state: "withdrawn", answeredAt: now })
            .where(and(inArray(waitlistOffers.entryId, left.map((entry) => entry.id)), eq(waitlistOffers.state, "open")))
            .returning({ date: waitlistOffers.date });
    return { left: left.length, offerDates: [...new Set(offers.map((offer) => offer.date))] };
  });
  for (const date of withdrawn.offerDates) await offerFreedPlaces(deps, date);
  return { left: withdrawn.left, dates, locale };
}
