import type pg from "pg";
import { dateLocksStatement } from "../infra/db/locks";
import { pgErrorCode } from "../infra/db/database";
import { AppError } from "../infra/http/errors";

/** The most bookings one transaction takes: bounds how long the first of them waits for its answer. */
export const MAX_BOOKINGS_PER_TRANSACTION = 16;

/**
 * The transaction a batch runs in, once the dates it decides are locked and read. Its statements go by
 * the simple protocol, so several travel in one round trip and values are written into them as escaped
 * literals (`sqlLiteral`, server/infra/db/literals.ts).
 */
export interface DateTransaction {
  /** Runs `sql` in the transaction and returns one result per statement. */
  query(sql: string): Promise<pg.QueryResult[]>;
  /** Runs `sql` and commits, in one round trip; the transaction is over once it returns. */
  queryAndCommit(sql: string): Promise<pg.QueryResult[]>;
  /** The transaction's connection, for statements with parameters. */
  client: pg.PoolClient;
  /** The pool the connection came from: what the process remembers of dates is kept per pool. */
  pool: pg.Pool;
}

/** A batch's answer to one of its requests: a value, or a refusal, which must have written nothing. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/** A date whose lock the transaction holds, its requests in the order they arrived, and what `read` found (or what the process remembered of it). */
export interface LockedDate<R> {
  date: string;
  requests: R[];
  read: Pick<pg.QueryResult, "rows">;
}

/** SQLSTATE of the check that what a process remembers of its dates still holds (raised by cita_check_remembered_dates). */
export const REMEMBERED_DATES_STALE = "CT001";

/** What a process remembers of a batch's dates: the reads they stand for, and the statement proving they still hold. */
export interface RecalledDates {
  /** One statement that takes the dates' locks if they are free and fails with REMEMBERED_DATES_STALE unless they were and nothing remembered has changed. */
  check: string;
  /** Per date, in the order asked, what `read` would return. */
  reads: Pick<pg.QueryResult, "rows">[];
}

/**
 * Bookings decided together in one transaction: `read` reads each date once for all its requests, right
 * after its lock is taken; `run` decides each request in order as if each had taken the lock in turn (a
 * booking sees the ones before it), writes the accepted ones and commits, and answers each request.
 */
export interface DateBatchWork<R, T> {
  /** PREPARE statements for `read` and `run`, sent once per connection in a round trip of their own before its first batch. */
  prepare: string;
  /** One statement that reads `date` for `requests`. */
  read(date: string, requests: R[]): string;
  /**
   * What this process remembers of every one of `days`, if it does (otherwise undefined): the
   * transaction then reads nothing and opens with the check in the round trip of its first statement.
   */
  recall?(pool: pg.Pool, days: { date: string; requests: R[] }[]): RecalledDates | undefined;
  /** One outcome per request: the days in the order given, each day's requests in order. */
  run(tx: DateTransaction, days: LockedDate<R>[]): Promise<Outcome<T>[]>;
}

interface Waiting<R> {
  date: string;
  request: R;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Per pool and work, the requests waiting in this process: `arriving`, for the next transaction whatever
 * their dates, while one is under way; and, per date whose lock was held elsewhere, those waiting for it
 * (an entry exists exactly as long as its transactions run).
 */
interface Lines {
  arriving: Waiting<unknown>[];
  running: boolean;
  awaitingLock: Map<string, Waiting<unknown>[]>;
}

const lines = new WeakMap<pg.Pool, Map<DateBatchWork<never, unknown>, Lines>>();

function linesOf(pool: pg.Pool, work: DateBatchWork<never, unknown>): Lines {
  let byWork = lines.get(pool);
  if (!byWork) {
    byWork = new Map();
    lines.set(pool, byWork);
  }
  let line = byWork.get(work);
  if (!line) {
    line = { arriving: [], running: false, awaitingLock: new Map() };
    byWork.set(work, line);
  }
  return line;
}

/**
 * Group commit for bookings in this process. While one transaction is under way here, the bookings that
 * arrive meanwhile, whatever their dates, wait for it to end and then go together in the next one: two
 * round trips in all (open, lock and read; write and commit) however many there are, or one when the
 * work remembers every date of the batch (open, lock, check, write and commit; see `recall`), and only
 * once the COMMIT has made them durable does any of them get its answer.
 *
 * Such a transaction only tries its dates' locks (`pg_try_advisory_xact_lock`, in date order): it never
 * waits for one. A date whose lock is held elsewhere (another instance's booking, an admin's change)
 * leaves the transaction, and its bookings wait for that lock in a transaction of their own date, joined
 * by that date's next bookings while they wait, so a booking never waits for another date's lock
 * (decision 002).
 *
 * A refusal is that booking's answer and leaves the others untouched. Any other failure once the locks
 * are held rolls the transaction back, and each of its bookings is then run again in a transaction of its
 * own, so one booking's fault (a database error) is its answer alone. A failure to get a connection, a
 * lock or the first read is every member's answer, as it would have been for each alone.
 */
export function inDateBatch<R, T>(pool: pg.Pool, date: string, request: R, work: DateBatchWork<R, T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const line = linesOf(pool, work as DateBatchWork<never, unknown>);
    const member: Waiting<unknown> = { date, request, resolve: resolve as (value: unknown) => void, reject };
    // Bookings of a date already waiting for its lock join them rather than try it again.
    const awaiting = line.awaitingLock.get(date);
    if (awaiting) {
      awaiting.push(member);
      return;
    }
    line.arriving.push(member);
    if (!line.running) void drainArriving(pool, line, work as DateBatchWork<unknown, T>);
  });
}

/**
 * Runs `queue` through `runOne`, at most MAX_BOOKINGS_PER_TRANSACTION requests at a time, until it is
 * empty, then calls `done` in the same step as it finds it so (a request queued later starts a new drain).
 */
async function drain<R>(queue: Waiting<R>[], runOne: (batch: Waiting<R>[]) => Promise<void>, done: () => void): Promise<void> {
  try {
    while (queue.length > 0) await runOne(queue.splice(0, MAX_BOOKINGS_PER_TRANSACTION));
  } finally {
    done();
  }
}

/** Runs the arriving requests batch by batch until none is left; a date whose lock was held elsewhere goes to wait for it. */
function drainArriving<T>(pool: pg.Pool, line: Lines, work: DateBatchWork<unknown, T>): void {
  line.running = true;
  const runOne = async (batch: Waiting<unknown>[]) => {
    for (const group of await runBatch(pool, byDate(batch), work, "try")) awaitLock(pool, line, group, work);
  };
  void drain(line.arriving, runOne, () => {
    line.running = false;
  });
}

/** Queues `group` for its date's lock: the date's transactions wait for it, one after another, until its queue is empty. */
function awaitLock<T>(pool: pg.Pool, line: Lines, group: DateGroup<unknown>, work: DateBatchWork<unknown, T>): void {
  const queue = line.awaitingLock.get(group.date);
  if (queue) {
    queue.push(...group.members);
    return;
  }
  const waiting = [...group.members];
  line.awaitingLock.set(group.date, waiting);
  const runOne = async (batch: Waiting<unknown>[]) => {
    await runBatch(pool, [{ date: group.date, members: batch }], work, "wait");
  };
  void drain(waiting, runOne, () => line.awaitingLock.delete(group.date));
}

/** A batch's requests of one date, in the order they arrived. */
interface DateGroup<R> {
  date: string;
  members: Waiting<R>[];
}

/** `batch` grouped by date, the dates in order: the order a transaction takes their locks in. */
function byDate<R>(batch: Waiting<R>[]): DateGroup<R>[] {
  const groups = new Map<string, Waiting<R>[]>();
  for (const member of batch) {
    const group = groups.get(member.date);
    if (group) group.push(member);
    else groups.set(member.date, [member]);
  }
  return [...groups.keys()].sort().map((date) => ({ date, members: groups.get(date)! }));
}

/**
 * Runs one transaction for `groups` and answers their members; with "try", returns the groups whose
 * date's lock was held elsewhere, unanswered.
 */
async function runBatch<R, T>(pool: pg.Pool, groups: DateGroup<R>[], work: DateBatchWork<R, T>, locking: Locking): Promise<DateGroup<R>[]> {
  let result: BatchResult<T>;
  try {
    result = await inTransaction(pool, groups, work, locking);
  } catch (error) {
    if (!(error instanceof FailedAfterLock)) {
      for (const { members } of groups) for (const member of members) member.reject(error);
      return [];
    }
    const locked = groups.filter(({ date }) => error.lockedDates.includes(date)).flatMap(({ members }) => members);
    if (locked.length === 1) {
      locked[0].reject(error.cause);
    } else {
      // One after another, on one connection at a time: a retry is the rare path and must not crowd the pool.
      for (const member of locked) {
        await inTransaction(pool, [{ date: member.date, members: [member] }], work, "wait").then(
          ({ outcomes: [outcome] }) => settle(member, outcome),
          (alone: unknown) => member.reject(alone instanceof FailedAfterLock ? alone.cause : alone),
        );
      }
    }
    return groups.filter(({ date }) => !error.lockedDates.includes(date));
  }
  // The outcomes come day by day, in date order.
  const answered = groups.filter(({ date }) => result.lockedDates.includes(date)).flatMap(({ members }) => members);
  if (result.outcomes.length !== answered.length) {
    const error = new Error(`a batch answered ${result.outcomes.length} of its ${answered.length} requests`);
    for (const member of answered) member.reject(error);
  } else {
    answered.forEach((member, index) => settle(member, result.outcomes[index]));
  }
  return groups.filter(({ date }) => !result.lockedDates.includes(date));
}

function settle<R, T>(member: Waiting<R>, outcome: Outcome<T>): void {
  if (outcome.ok) member.resolve(outcome.value);
  else member.reject(outcome.error);
}

/** The PREPARE texts each connection has run. */
const preparedOn = new WeakMap<pg.ClientBase, Set<string>>();

/** "try": take each date's lock only if it is free; "wait": wait for it (one date). */
type Locking = "try" | "wait";

interface BatchResult<T> {
  /** The dates whose lock the transaction took: their members were answered, in date order. */
  lockedDates: string[];
  outcomes: Outcome<T>[];
}

/**
 * Runs `work` in a transaction on one pooled client. When the work remembers every date of the batch
 * (only when trying the locks), it decides from that and its first round trip carries BEGIN, the check
 * that the memory still holds and its first statement; should the check fail, the transaction is rolled
 * back before any write and run again, reading. Otherwise the first round trip opens it, takes (or
 * tries) each date's lock and reads each date, so what it reads is the date as its lock left it.
 */
async function inTransaction<R, T>(pool: pg.Pool, groups: DateGroup<R>[], work: DateBatchWork<R, T>, locking: Locking): Promise<BatchResult<T>> {
  const days = groups.map(({ date, members }) => ({ date, requests: members.map((member) => member.request) }));
  const recalled = locking === "try" ? work.recall?.(pool, days) : undefined;
  if (recalled) {
    try {
      return await transaction(pool, days, work, locking, recalled);
    } catch (error) {
      if (!(error instanceof RememberedDatesStale)) throw error;
    }
  }
  return transaction(pool, days, work, locking, undefined);
}

/**
 * One transaction of `inTransaction`. It is committed unless the work did. A failure after a lock was
 * taken is thrown as FailedAfterLock; a client whose ROLLBACK failed is dropped, not reused.
 */
async function transaction<R, T>(
  pool: pg.Pool,
  days: { date: string; requests: R[] }[],
  work: DateBatchWork<R, T>,
  locking: Locking,
  recalled: RecalledDates | undefined,
): Promise<BatchResult<T>> {
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
  const run = async (sql: string): Promise<pg.QueryResult[]> => {
    const results = (await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(results) ? results : [results];
  };
  // With remembered dates, BEGIN and the check travel with the transaction's first statement.
  let opening = recalled ? `BEGIN; ${recalled.check}; ` : undefined;
  const send = async (sql: string): Promise<pg.QueryResult[]> => {
    if (opening === undefined) return run(sql);
    const text = opening + sql;
    opening = undefined;
    return (await run(text)).slice(2);
  };
  let state = "open" as "open" | "committed";
  let lockedDates: string[] = [];
  let broken: Error | undefined;
  try {
    let lockedDays: LockedDate<R>[];
    if (recalled) {
      lockedDays = days.map((day, index) => ({ ...day, read: recalled.reads[index] }));
    } else {
      const reads = days.map(({ date, requests }) => work.read(date, requests));
      const [, locks, ...read] = await run(`BEGIN; ${dateLocksStatement(days.map(({ date }) => date), locking)}; ${reads.join("; ")}`);
      const taken = locking === "wait" ? days.map(() => true) : (locks.rows[0].taken as boolean[]);
      lockedDays = days.flatMap((day, index) => (taken[index] ? [{ ...day, read: read[index] }] : []));
    }
    lockedDates = lockedDays.map(({ date }) => date);
    const tx: DateTransaction = {
      client,
      pool,
      query: send,
      async queryAndCommit(sql) {
        const results = await send(`${sql}; COMMIT`);
        state = "committed";
        return results.slice(0, -1);
      },
    };
    const outcomes = lockedDays.length > 0 ? await work.run(tx, lockedDays) : [];
    if (state === "open") await send("COMMIT");
    return { lockedDates, outcomes };
  } catch (error) {
    // Nothing was sent if the opening is still waiting for its first statement.
    if (state === "open" && opening === undefined) {
      await client.query("ROLLBACK").catch((rollbackError: Error) => {
        broken = rollbackError;
      });
    }
    if (recalled && pgErrorCode(error) === REMEMBERED_DATES_STALE) throw new RememberedDatesStale();
    throw lockedDates.length > 0 && !(error instanceof AppError) ? new FailedAfterLock(error, lockedDates) : error;
  } finally {
    client.release(broken);
  }
}

/** What the process remembered of a batch's dates no longer held (or a lock was held elsewhere): nothing was written. */
class RememberedDatesStale extends Error {}

/** A failure once dates' locks were held: the batch is rolled back and those dates' members run again, each alone. */
class FailedAfterLock extends Error {
  constructor(
    cause: unknown,
    readonly lockedDates: string[],
  ) {
    super("a batch failed after taking its dates' locks", { cause });
  }
}
