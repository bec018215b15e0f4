import type { Clock } from "../clock";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import { queueDueReminders } from "./appointment-emails";
import { drainOutbox, type OutboxOptions } from "./outbox";
import type { MailTransport } from "./transport";

export interface EmailJobsOptions {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** How often the outbox is polled. */
  pollMs?: number;
  /** How often appointments are scanned for due reminders. */
  reminderEveryMs?: number;
  outbox?: Partial<OutboxOptions>;
}

export interface EmailJobs {
  /** Stops polling and waits for the round in progress; the transport is closed. */
  stop(): Promise<void>;
}

export const DEFAULT_POLL_MS = 5_000;
export const DEFAULT_REMINDER_EVERY_MS = 60_000;

/**
 * The running app's mail loop: every `pollMs` (the first time `pollMs` after start) it queues due reminders (at most every `reminderEveryMs`)
 * and drains the outbox. One round at a time; errors are logged and the next round tries again.
 */
export function startEmailJobs(options: EmailJobsOptions): EmailJobs {
  const { logger } = options;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const reminderEveryMs = options.reminderEveryMs ?? DEFAULT_REMINDER_EVERY_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastReminderScan = 0;
  let round: Promise<void> = Promise.resolve();

  const runRound = async () => {
    if (Date.now() - lastReminderScan >= reminderEveryMs) {
      lastReminderScan = Date.now();
      try {
        const reminded = await queueDueReminders(options.db, options.clock());
        if (reminded.length > 0) logger.info({ appointments: reminded }, "reminders queued");
      } catch (error) {
        logger.error({ err: error }, "reminder scan failed");
      }
    }
    if (stopped) return;
    try {
      await drainOutbox({ ...options, options: options.outbox });
    } catch (error) {
      logger.error({ err: error }, "outbox round failed");
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = runRound().finally(schedule);
    }, pollMs);
    timer.unref();
  };
  // The first round waits one interval, leaving start-up (migrations, seed, first requests) the database.
  schedule();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await round.catch(() => undefined);
      options.transport.close();
    },
  };
}
