import { and, eq, lt, lte } from "drizzle-orm";
import { waitlistEntries, waitlistOffers } from "@shared/schema";
import { salonDate } from "@shared/time";
import type { ChangeFeed } from "../infra/db/change-feed";
import { repeatEvery } from "../infra/jobs/repeat-every";
import type { Logger } from "../infra/logger";
import { datesWithWaitingEntries, type OfferDeps, offerFreedPlaces } from "./offers";

export const DEFAULT_WAITLIST_SWEEP_MS = 30_000;

/**
 * The periodic sweep, safe on every instance at once (each step is a conditional UPDATE or a round that
 * decides under the date's lock):
 * - open offers past their expiry become expired;
 * - entries of dates that have passed end, and their open offers are withdrawn;
 * - a round of offers for every date someone waits on: the next entry after an expired offer, and any
 *   place whose change notification this instance missed. Answers how many offers it made.
 */
export async function sweepWaitlist(deps: OfferDeps): Promise<number> {
  const now = deps.clock();
  const today = salonDate(now);
  await deps.db
    .update(waitlistOffers)
    .set({ state: "expired" })
    .where(and(eq(waitlistOffers.state, "open"), lte(waitlistOffers.expiresAt, now)));
  await deps.db.transaction(async (tx) => {
    await tx.update(waitlistOffers).set({ state: "withdrawn", answeredAt: now }).where(and(eq(waitlistOffers.state, "open"), lt(waitlistOffers.date, today)));
    await tx.update(waitlistEntries).set({ state: "ended", updatedAt: now }).where(and(eq(waitlistEntries.state, "waiting"), lt(waitlistEntries.date, today)));
  });
  let made = 0;
  for (const date of await datesWithWaitingEntries(deps.db, now)) made += await offerFreedPlaces(deps, date);
  return made;
}

export interface WaitlistJobs {
  stop(): Promise<void>;
  /** Resolves once every round asked for so far has run (tests). */
  idle(): Promise<void>;
}

/**
 * Runs the offer rounds of the running app: one for each date the change feed reports (a cancellation, a
 * move, a decline leaving a job unassigned, time off removed, hours added: every change to appointments,
 * schedules, time off and staff notifies), one round at a time per instance with the reported dates
 * gathered meanwhile; and the sweep every `everyMs`. Every instance hears every change and runs its round:
 * the rounds decide under the date's lock from what PostgreSQL holds, so an event makes one set of offers.
 */
export function startWaitlistJobs(deps: OfferDeps & { feed: Pick<ChangeFeed, "subscribe">; logger: Logger; everyMs?: number }): WaitlistJobs {
  const { logger } = deps;
  const pending = new Set<string>();
  let running: Promise<void> | null = null;
  let stopped = false;

  const drain = async () => {
    while (pending.size > 0 && !stopped) {
      const [next] = pending;
      pending.delete(next);
      try {
        const dates = next === "*" ? await datesWithWaitingEntries(deps.db, deps.clock()) : [next];
        for (const date of dates) {
          const made = await offerFreedPlaces(deps, date);
          if (made > 0) logger.info({ date, offers: made }, "waitlist offers sent");
        }
      } catch (error) {
        logger.error({ err: error, date: next }, "waitlist offer round failed");
      }
    }
  };
  const kick = () => {
    if (running || stopped) return;
    running = drain().finally(() => {
      running = null;
      // A date reported after the loop's last look.
      if (pending.size > 0) kick();
    });
  };
  const unsubscribe = deps.feed.subscribe((date) => {
    if (stopped) return;
    pending.add(date);
    kick();
  });
  const sweep = repeatEvery(deps.everyMs ?? DEFAULT_WAITLIST_SWEEP_MS, async () => {
    try {
      const made = await sweepWaitlist(deps);
      if (made > 0) logger.info({ offers: made }, "waitlist offers sent by the sweep");
    } catch (error) {
      logger.error({ err: error }, "waitlist sweep failed");
    }
  });

  return {
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      unsubscribe();
      await sweep.stop();
      while (running) await running;
    },
  };
}
