import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { repeatEvery, type RepeatingTask } from "../infra/jobs/repeat-every";
import type { Logger } from "../infra/logger";
import { expireHolds } from "./confirm";
import type { PaymentProvider } from "./provider";
import { settlePayments } from "./settle";

/** Holds are freed within this long of their expiry; cancellations and no-shows settled as soon. */
export const PAYMENT_SWEEP_EVERY_MS = 30_000;

/**
 * Frees expired holds and settles the payments of cancelled and missed appointments, every
 * PAYMENT_SWEEP_EVERY_MS on every instance: both work through PostgreSQL (one conditional UPDATE; rows
 * locked with SKIP LOCKED), so instances sweeping together never do anything twice.
 */
export function startPaymentJobs(options: { db: Db; clock: Clock; logger: Logger; provider: PaymentProvider; cancelCutoffHours: number; everyMs?: number }): RepeatingTask {
  const { db, clock, logger, provider, cancelCutoffHours } = options;
  return repeatEvery(options.everyMs ?? PAYMENT_SWEEP_EVERY_MS, async () => {
    try {
      const freed = await expireHolds(db, clock());
      if (freed > 0) logger.info({ freed }, "unpaid holds expired");
      const settled = await settlePayments({ db, provider, cancelCutoffHours }, clock());
      if (Object.values(settled).some((count) => count > 0)) logger.info({ settled }, "payments settled");
    } catch (error) {
      logger.error({ err: error }, "payment sweep failed");
    }
  });
}
