import type pg from "pg";
import { beginWithDateLockStatements } from "../infra/db/locks";
import { AppError } from "../infra/http/errors";

/** The most bookings one transaction takes: bounds how long the first of them waits for its answer. */
export const MAX_BOOKINGS_PER_TRANSACTION = 16;

/**
 * The transaction a batch of one date's bookings runs in. Its statements go by the simple protocol, so
 * several travel in one round trip and values are written into them as escaped literals (`sqlLiteral`,
 * server/infra/db/literals.ts).
 */
export interface DateTransaction {
  /**
   * Runs `sql` in the transaction and returns one result per statement. The first call also opens the
   * transaction and takes the date's lock, in the same round trip, before `sql` runs: what it reads is
   * the date as the lock left it.
   */
  query(sql: string): Promise<pg.QueryResult[]>;
  /** Runs `sql` and commits, in one round trip; the transaction is over once it returns. */
  queryAndCommit(sql: string): Promise<pg.QueryResult[]>;
  /** The transaction's connection, for statements with parameters (call `query` first: it opens the transaction). */
  client: pg.PoolClient;
}

/** A batch's answer to one of its requests: a value, or a refusal, which must have written nothing. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/**
 * One date's bookings, decided together in one transaction: `run` reads the date once for all of them,
 * decides each in order as if each had taken the lock in turn (a booking sees the ones before it), writes
 * the accepted ones and commits, and answers each request, in order.
 */
export interface DateBatchWork<R, T> {
  /** PREPARE statements for `run`, sent once per connection in a round trip of their own before its first batch. */
  prepare: string;
  run(tx: DateTransaction, requests: R[]): Promise<Outcome<T>[]>;
}

interface Waiting<R> {
  request: R;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Per pool and work, the requests of each date waiting in this process while a transaction of that date is
 * under way; a date's entry exists exactly as long as its transactions run.
 */
const queues = new WeakMap<pg.Pool, Map<DateBatchWork<never, unknown>, Map<string, Waiting<unknown>[]>>>();

function queuesOf(pool: pg.Pool, work: DateBatchWork<never, unknown>): Map<string, Waiting<unknown>[]> {
  let byWork = queues.get(pool);
  if (!byWork) {
    byWork = new Map();
    queues.set(pool, byWork);
  }
  let byDate = byWork.get(work);
  if (!byDate) {
    byDate = new Map();
    byWork.set(work, byDate);
  }
  return byDate;
}

/**
 * Group commit for the bookings of one date in this process. Bookings of one date queue on its lock
 * anyway, so while one transaction of the date is under way here, the bookings that arrive meanwhile wait
 * for it to end and then go together in the next one: two round trips in all (open, lock and read; write
 * and commit) however many there are, and only once the COMMIT has made them durable does any of them get
 * its answer. The lock is PostgreSQL's, so other instances' bookings of the date still wait for it
 * (decision 002).
 *
 * A refusal is that booking's answer and leaves the others untouched. Any other failure once the lock is
 * held rolls the transaction back, and each booking of the batch is then run again in a transaction of its
 * own, so one booking's fault (a database error) is its answer alone. A failure to get a connection, the
 * lock or the first read is every member's answer, as it would have been for each alone.
 */
export function inDateBatch<R, T>(pool: pg.Pool, date: string, request: R, work: DateBatchWork<R, T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const member: Waiting<unknown> = { request, resolve: resolve as (value: unknown) => void, reject };
    const byDate = queuesOf(pool, work as DateBatchWork<never, unknown>);
    const waiting = byDate.get(date);
    if (waiting) {
      waiting.push(member);
      return;
    }
    const queue = [member];
    byDate.set(date, queue);
    void drain(pool, date, queue as Waiting<R>[], work, () => byDate.delete(date));
  });
}

/** Runs the date's queue batch by batch until it is empty, then forgets it in the same step as it finds it so. */
async function drain<R, T>(pool: pg.Pool, date: string, waiting: Waiting<R>[], work: DateBatchWork<R, T>, forget: () => void): Promise<void> {
  try {
    while (waiting.length > 0) await runBatch(pool, date, waiting.splice(0, MAX_BOOKINGS_PER_TRANSACTION), work);
  } finally {
    forget();
  }
}

async function runBatch<R, T>(pool: pg.Pool, date: string, batch: Waiting<R>[], work: DateBatchWork<R, T>): Promise<void> {
  let outcomes: Outcome<T>[];
  try {
    outcomes = await inTransaction(pool, date, work, batch.map((member) => member.request));
  } catch (error) {
    if (!(error instanceof FailedAfterLock) || batch.length === 1) {
      const cause = error instanceof FailedAfterLock ? error.cause : error;
      for (const member of batch) member.reject(cause);
      return;
    }
    // One after another, on one connection at a time: a retry is the rare path and must not crowd the pool.
    for (const member of batch) {
      await inTransaction(pool, date, work, [member.request]).then(
        ([outcome]) => settle(member, outcome),
        (alone: unknown) => member.reject(alone instanceof FailedAfterLock ? alone.cause : alone),
      );
    }
    return;
  }
  if (outcomes.length !== batch.length) {
    const error = new Error(`a date's batch answered ${outcomes.length} of its ${batch.length} requests`);
    for (const member of batch) member.reject(error);
    return;
  }
  batch.forEach((member, index) => settle(member, outcomes[index]));
}

function settle<R, T>(member: Waiting<R>, outcome: Outcome<T>): void {
  if (outcome.ok) member.resolve(outcome.value);
  else member.reject(outcome.error);
}

/** The PREPARE texts each connection has run. */
const preparedOn = new WeakMap<pg.ClientBase, Set<string>>();

/**
 * Runs `work` in a transaction on one pooled client that takes `date`'s lock with its first statement,
 * and commits unless the work did. A failure after the lock was taken is thrown as FailedAfterLock; a
 * client whose ROLLBACK failed is dropped, not reused.
 */
async function inTransaction<R, T>(pool: pg.Pool, date: string, work: DateBatchWork<R, T>, requests: R[]): Promise<Outcome<T>[]> {
  const client = await pool.connect();
  let prepared = preparedOn.get(client);
  if (!prepared?.has(work.prepare)) {
    try {
      await client.query(work.prepare);
    } catch (error) {
      // Some of the statements may exist now: the connection is not reused.
      client.release(error as Error);
      throw error;
    }
    if (!prepared) {
      prepared = new Set();
      preparedOn.set(client, prepared);
    }
    prepared.add(work.prepare);
  }
  // Set by `tx`'s calls as the work makes them.
  let state = "not begun" as "not begun" | "locking" | "locked" | "committed";
  const run = async (sql: string): Promise<pg.QueryResult[]> => {
    const results = (await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(results) ? results : [results];
  };
  const tx: DateTransaction = {
    client,
    async query(sql) {
      if (state !== "not begun") return run(sql);
      state = "locking";
      const results = await run(`${beginWithDateLockStatements(date)}; ${sql}`);
      state = "locked";
      return results.slice(2);
    },
    async queryAndCommit(sql) {
      if (state === "not begun") throw new Error("queryAndCommit before the transaction's first query");
      const results = await run(`${sql}; COMMIT`);
      state = "committed";
      return results.slice(0, -1);
    },
  };
  let broken: Error | undefined;
  try {
    const outcomes = await work.run(tx, requests);
    if (state === "locked") await client.query("COMMIT");
    state = "committed";
    return outcomes;
  } catch (error) {
    const locked = state === "locked";
    if (state !== "not begun") {
      await client.query("ROLLBACK").catch((rollbackError: Error) => {
        broken = rollbackError;
      });
    }
    throw locked && !(error instanceof AppError) ? new FailedAfterLock(error) : error;
  } finally {
    client.release(broken);
  }
}

/** A failure once the date's lock was held: the batch is rolled back and its members run again, each alone. */
class FailedAfterLock extends Error {
  constructor(cause: unknown) {
    super("a date's batch failed after taking the lock", { cause });
  }
}
