import { and, eq, inArray, ne } from "drizzle-orm";
import { waitlistEntries, waitlistOffers } from "@shared/schema";
import type { DbOrTx } from "../infra/db/database";
import type { WaitlistEntry } from "./entry";

/**
 * Records that an entry became a booking (its offer claimed, or the front desk booked it): the entry is
 * booked, and the other dates of the same join end, since the customer asked for one time on one of them;
 * their open offers are withdrawn. Answers the dates whose places those offers held, for a round each.
 */
export async function markBooked(tx: DbOrTx, entry: WaitlistEntry, appointmentId: number, now: Date): Promise<string[]> {
  await tx.update(waitlistEntries).set({ state: "booked", appointmentId, updatedAt: now }).where(eq(waitlistEntries.id, entry.id));
  const ended = await tx
    .update(waitlistEntries)
    .set({ state: "ended", updatedAt: now })
    .where(and(eq(waitlistEntries.leaveTokenHash, entry.leaveTokenHash), eq(waitlistEntries.state, "waiting"), ne(waitlistEntries.id, entry.id)))
    .returning({ id: waitlistEntries.id });
  const withdrawn = await tx
    .update(waitlistOffers)
    .set({ state: "withdrawn", answeredAt: now })
    .where(and(inArray(waitlistOffers.entryId, [entry.id, ...ended.map((row) => row.id)]), eq(waitlistOffers.state, "open")))
    .returning({ date: waitlistOffers.date });
  return [...new Set(withdrawn.map((offer) => offer.date))];
}
