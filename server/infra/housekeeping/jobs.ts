import type { Clock } from "../clock";
import type { Db } from "../db/database";
import { repeatEvery, type RepeatingTask } from "../jobs/repeat-every";
import type { Logger } from "../logger";
import { pruneExpiredRows } from "./service";

export const DEFAULT_HOUSEKEEPING_EVERY_MS = 15 * 60_000;

/**
 * Prunes expired bookkeeping rows every `everyMs`. Every instance may run it: each round is a few
 * idempotent DELETEs, so instances running it at once only find less to delete.
 */
export function startHousekeeping(options: { db: Db; clock: Clock; logger: Logger; everyMs?: number }): RepeatingTask {
  const { db, clock, logger } = options;
  return repeatEvery(options.everyMs ?? DEFAULT_HOUSEKEEPING_EVERY_MS, async () => {
    try {
      const pruned = await pruneExpiredRows(db, clock());
      if (Object.values(pruned).some((count) => count > 0)) logger.info({ pruned }, "expired bookkeeping rows pruned");
    } catch (error) {
      logger.error({ err: error }, "housekeeping round failed");
    }
  });
}
