import type pg from "pg";
import { beginWithDateLock } from "../infra/db/locks";
import { AppError } from "../infra/http/errors";

/** The most bookings one transaction takes: bounds how long the first of them waits for its answer. */
export const MAX_BOOKINGS_PER_TRANSACTION = 16;

/**
 * One booking's work under the date's lock. It may refuse (throw an AppError) only before it writes: in a
 * shared transaction a refusal rolls nothing back.
 */
export type LockedWork<T> = (client: pg.PoolClient) => Promise<T>;

interface Waiting {
  work: LockedWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Per pool, the batch of each date that still takes newcomers: it is waiting for a connection or the lock. */
const openBatches = new WeakMap<pg.Pool, Map<string, Waiting[]>>();

/**
 * Runs `work` in a transaction on one pooled client that holds `date`'s booking lock; a client whose
 * ROLLBACK failed is dropped, not reused.
 */
export async function inLockedTransaction<T>(pool: pg.Pool, date: string, work: LockedWork<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await beginWithDateLock(client, date);
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Group commit for the bookings of one date in this process. A booking that arrives while another of its
 * date is waiting for a connection or for the date's lock joins it: once the lock is held, their works run
 * one after another in that one transaction, each reading what the ones before it wrote, exactly as if
 * each had taken the lock in turn; one COMMIT then makes them all durable, and only then does any of them
 * get its answer. Bookings of one date queue on its lock anyway, so this saves each joined booking a
 * connection, a lock round trip and a flushed commit without letting any booking skip the queue. The lock
 * is PostgreSQL's, so other instances' bookings of the date still wait for it (decision 002).
 *
 * A refusal (AppError) is that booking's answer and leaves the others untouched: refused works write
 * nothing. Any other failure in a work rolls the transaction back, and every work of the batch is then
 * run again in a transaction of its own, so one booking's fault (a database error) is its answer alone.
 * A failure to get a connection, the lock or the COMMIT is every member's answer, as it would have been
 * for each alone.
 */
export function inDateTransaction<T>(pool: pg.Pool, date: string, work: LockedWork<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const waiting: Waiting = { work, resolve: resolve as (value: unknown) => void, reject };
    let batches = openBatches.get(pool);
    if (!batches) {
      batches = new Map();
      openBatches.set(pool, batches);
    }
    const open = batches.get(date);
    if (open) {
      open.push(waiting);
      if (open.length >= MAX_BOOKINGS_PER_TRANSACTION) batches.delete(date);
      return;
    }
    const batch = [waiting];
    batches.set(date, batch);
    void runBatch(pool, date, batch, () => {
      if (batches.get(date) === batch) batches.delete(date);
    });
  });
}

async function runBatch(pool: pg.Pool, date: string, batch: Waiting[], close: () => void): Promise<void> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    close();
    for (const member of batch) member.reject(error);
    return;
  }
  let broken: Error | undefined;
  let retryAlone = false;
  try {
    try {
      await beginWithDateLock(client, date);
    } finally {
      close();
    }
    const outcomes: Outcome[] = [];
    for (const member of batch) {
      try {
        outcomes.push({ ok: true, value: await member.work(client) });
      } catch (error) {
        if (!(error instanceof AppError)) throw new MemberFailed(error);
        outcomes.push({ ok: false, error });
      }
    }
    await client.query("COMMIT");
    batch.forEach((member, index) => {
      const outcome = outcomes[index];
      if (outcome.ok) member.resolve(outcome.value);
      else member.reject(outcome.error);
    });
  } catch (error) {
    await client.query("ROLLBACK").catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    retryAlone = error instanceof MemberFailed && batch.length > 1;
    if (!retryAlone) {
      const cause = error instanceof MemberFailed ? error.cause : error;
      for (const member of batch) member.reject(cause);
    }
  } finally {
    client.release(broken);
  }
  // One after another, on one connection at a time: a retry is the rare path and must not crowd the pool.
  if (retryAlone) {
    for (const member of batch) await inLockedTransaction(pool, date, member.work).then(member.resolve, member.reject);
  }
}

/** A work's own failure, told apart from the lock's or the COMMIT's. */
class MemberFailed extends Error {
  constructor(cause: unknown) {
    super("a booking's work failed", { cause });
  }
}
