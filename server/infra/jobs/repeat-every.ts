export interface RepeatingTask {
  /** Stops scheduling rounds and waits for the one in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `round` every `everyMs`, one round at a time: the next is scheduled only once the previous has
 * ended, so a slow database never piles rounds up. The first round waits one interval, leaving start-up
 * (migrations, seed, first requests) the database. `round` gets a signal that is aborted at `stop()`, so
 * a long round can end early; a round that throws is the caller's to log and does not stop the next.
 */
export function repeatEvery(everyMs: number, round: (signal: AbortSignal) => Promise<void>): RepeatingTask {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      current = round(stopping.signal)
        .catch(() => undefined)
        .finally(schedule);
    }, everyMs);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await current;
    },
  };
}
