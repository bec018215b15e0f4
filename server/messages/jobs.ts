import { repeatEvery } from "../infra/jobs/repeat-every";
import { queueDueReminders } from "./reminders";
import { drainOutbox, type OutboxDeps, type OutboxOptions } from "./outbox";

/** What the outbox needs to send (db, transport, clock, logger, public URL, cut-off, text sender), and the loop's pace. */
export interface MessageJobsOptions extends Omit<OutboxDeps, "options"> {
  /** How often the outbox is polled. */
  pollMs?: number;
  /** How often appointments are scanned for due reminders. */
  reminderEveryMs?: number;
  /** How long before its start an appointment is reminded (REMINDER_HOURS). */
  reminderHours?: number;
  outbox?: Partial<OutboxOptions>;
}

export interface MessageJobs {
  /** Stops polling and waits for the round in progress; the transport is closed. */
  stop(): Promise<void>;
}

export const DEFAULT_POLL_MS = 5_000;
export const DEFAULT_REMINDER_EVERY_MS = 60_000;

/**
 * The running app's message loop: every `pollMs` it queues due reminders (at most every `reminderEveryMs`)
 * and drains the outbox. Errors are logged and the next round tries again.
 */
export function startMessageJobs(options: MessageJobsOptions): MessageJobs {
  const { logger } = options;
  const reminderEveryMs = options.reminderEveryMs ?? DEFAULT_REMINDER_EVERY_MS;
  let lastReminderScan = 0;

  const loop = repeatEvery(options.pollMs ?? DEFAULT_POLL_MS, async (stopping) => {
    if (Date.now() - lastReminderScan >= reminderEveryMs) {
      lastReminderScan = Date.now();
      try {
        const reminded = await queueDueReminders(options.db, options.clock(), options.reminderHours);
        if (reminded.length > 0) logger.info({ appointments: reminded }, "reminders queued");
      } catch (error) {
        logger.error({ err: error }, "reminder scan failed");
      }
    }
    if (stopping.aborted) return;
    try {
      await drainOutbox({ ...options, options: options.outbox });
    } catch (error) {
      logger.error({ err: error }, "outbox round failed");
    }
  });

  return {
    async stop() {
      await loop.stop();
      options.transport.close();
    },
  };
}
