import type pg from "pg";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../infra/http/errors";
import { holdDateLock as holdLock, LOCK_WAITERS, lockWaiters as waitForLockWaiters } from "../test/date-locks";
import { recordQueries } from "../test/query-counter";
import { registerApiSuite } from "../test/suite";
import { sqlLiteral } from "../infra/db/literals";
import { type DateBatchWork, inDateBatch, MAX_BOOKINGS_PER_TRANSACTION } from "./date-transactions";

const suite = registerApiSuite();
const DATE = "2026-11-24";
const OTHER_DATE = "2026-11-25";

const pool = (): pg.Pool => suite.ctx.database.pool;

beforeAll(async () => {
  await pool().query("CREATE TABLE IF NOT EXISTS date_transaction_rows (label text NOT NULL)");
});
beforeEach(async () => {
  await pool().query("TRUNCATE date_transaction_rows");
});

interface Written {
  /** The request's own label: each request gets its own answer. */
  label: string;
  transactionId: string;
  /** Rows stored before this request's batch wrote. */
  seen: number;
}

/**
 * A booking's shape: read what is there once per date, then write one row per request and commit. A
 * request labelled "refuse" is refused; one labelled "fail" makes its write fail (division by zero).
 */
const writeRows: DateBatchWork<string, Written> = {
  prepare: "PREPARE date_transaction_read AS SELECT (SELECT count(*)::int FROM date_transaction_rows) AS count, txid_current()::text AS id",
  read: () => "EXECUTE date_transaction_read",
  async run(tx, days) {
    const [{ count, id }] = days[0].read.rows;
    const written = { transactionId: id as string, seen: count as number };
    // The answers go day by day, in date order, as inDateBatch expects them.
    const labels = days.flatMap((day) => day.requests);
    const accepted = labels.filter((label) => label !== "refuse");
    await tx.queryAndCommit(
      accepted.map((label) => (label === "fail" ? "SELECT 1 / 0" : `INSERT INTO date_transaction_rows (label) VALUES (${sqlLiteral(label)})`)).join("; "),
    );
    return labels.map((label) =>
      label === "refuse" ? { ok: false, error: new AppError("CONFLICT", "This time is no longer available. Please choose another time.") } : { ok: true, value: { ...written, label } },
    );
  },
};

const book = (label: string, date = DATE) => inDateBatch(pool(), date, label, writeRows);

const holdDateLock = (date: string) => holdLock(pool(), date);
const lockWaiters = (count: number) => waitForLockWaiters(pool(), count);

async function labelsStored(): Promise<string[]> {
  const { rows } = await pool().query<{ label: string }>("SELECT label FROM date_transaction_rows ORDER BY label");
  return rows.map((row) => row.label);
}

describe("inDateBatch (group commit of bookings)", () => {
  it("sends the bookings of several dates that arrive together in one transaction, which takes each date's lock", async () => {
    await book("warm-up");
    // The warm-up's line has ended: the first booking below opens the next transaction on its own.
    await new Promise((resolve) => setImmediate(resolve));
    const recorder = recordQueries(pool());
    const statements = await recorder.during(async () => {
      const written = await Promise.all([book("first", OTHER_DATE), book("second", OTHER_DATE), book("third", DATE), book("fourth", OTHER_DATE)]);
      expect(written.map((row) => row.label)).toEqual(["first", "second", "third", "fourth"]);
      expect(new Set(written.slice(1).map((row) => row.transactionId)).size).toBe(1);
      expect(written[0].transactionId).not.toBe(written[1].transactionId);
    });
    expect(statements[2]).toMatch(new RegExp(`^BEGIN; SELECT ARRAY\\[pg_try_advisory_xact_lock\\(hashtext\\('cita:booking:${DATE}'\\)\\), pg_try_advisory_xact_lock\\(hashtext\\('cita:booking:${OTHER_DATE}'\\)\\)\\]`));
    expect(await labelsStored()).toEqual(["first", "fourth", "second", "third", "warm-up"]);
  });

  it("sends the bookings that arrive while a date's lock is awaited together in its next transaction, answered once it is committed", async () => {
    const lock = await holdDateLock(DATE);
    const first = book("a");
    await lockWaiters(1);
    const later = [book("b"), book("c")];
    const visibleWhenAnswered = later[0].then(labelsStored);
    await lock.release();

    const written = await Promise.all([first, ...later]);
    expect(written.map((row) => row.seen)).toEqual([0, 1, 1]);
    expect(written[1].transactionId).toBe(written[2].transactionId);
    expect(written[0].transactionId).not.toBe(written[1].transactionId);
    expect(await visibleWhenAnswered).toEqual(["a", "b", "c"]);
  });

  it("opens the transaction, takes the lock and reads in one round trip, and writes and commits in another", async () => {
    await book("warm-up");
    const recorder = recordQueries(pool());
    const statements = await recorder.during(() => book("a"));
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/^BEGIN; SELECT ARRAY\[pg_try_advisory_xact_lock\(.*\)\] AS taken; EXECUTE date_transaction_read$/);
    expect(statements[1]).toMatch(/; COMMIT$/);
  });

  it(`takes at most ${MAX_BOOKINGS_PER_TRANSACTION} bookings in one transaction; the next ones make the next transaction`, async () => {
    const lock = await holdDateLock(DATE);
    const works = [book("000")];
    await lockWaiters(1);
    for (let index = 1; index <= MAX_BOOKINGS_PER_TRANSACTION + 4; index += 1) works.push(book(String(index).padStart(3, "0")));
    await lock.release();

    const written = await Promise.all(works);
    const transactions = [...new Set(written.map((row) => row.transactionId))];
    expect(transactions.map((id) => written.filter((row) => row.transactionId === id).length)).toEqual([1, MAX_BOOKINGS_PER_TRANSACTION, 4]);
    expect(new Set(written.map((row) => row.seen))).toEqual(new Set([0, 1, 1 + MAX_BOOKINGS_PER_TRANSACTION]));
  });

  it("never makes a booking wait for another date's lock, even in one transaction: the held date's bookings leave it and wait for their lock alone", async () => {
    const lock = await holdDateLock(DATE);
    // The first makes the other two wait for the next transaction, together.
    const first = book("first", OTHER_DATE);
    const together = [book("held", DATE), book("free", OTHER_DATE)];
    const [written, free] = await Promise.all([first, together[1]]);
    expect(free.seen).toBe(1);
    expect(free.transactionId).not.toBe(written.transactionId);
    expect(await labelsStored()).toEqual(["first", "free"]);
    await lockWaiters(1);

    await lock.release();
    await together[0];
    expect(await labelsStored()).toEqual(["first", "free", "held"]);
  });

  it("never makes a booking wait for another date's booking held up by its lock", async () => {
    const lock = await holdDateLock(DATE);
    const waiting = book("held");
    await lockWaiters(1);

    await book("other date", OTHER_DATE);
    expect(await labelsStored()).toEqual(["other date"]);

    await lock.release();
    await waiting;
    expect(await labelsStored()).toEqual(["held", "other date"]);
  });

  it("gives a refusal to its own booking only: the others of the transaction are committed", async () => {
    const lock = await holdDateLock(DATE);
    const first = book("a");
    await lockWaiters(1);
    const outcomes = Promise.allSettled([book("b"), book("refuse"), book("c")]);
    await lock.release();

    await first;
    const [b, refusal, c] = await outcomes;
    expect(b.status === "fulfilled" && c.status === "fulfilled").toBe(true);
    expect(refusal).toMatchObject({ status: "rejected", reason: { code: "CONFLICT" } });
    expect(await labelsStored()).toEqual(["a", "b", "c"]);
  });

  it("gives a database error to its own booking only: the transaction is rolled back and the others run again, each alone, once", async () => {
    const lock = await holdDateLock(DATE);
    const first = book("a");
    await lockWaiters(1);
    const outcomes = Promise.allSettled([book("b"), book("fail"), book("c")]);
    await lock.release();

    await first;
    const [b, failure, c] = await outcomes;
    expect(failure).toMatchObject({ status: "rejected", reason: { code: "22012" } });
    expect(b.status === "fulfilled" && c.status === "fulfilled").toBe(true);
    if (b.status === "fulfilled" && c.status === "fulfilled") expect(b.value.transactionId).not.toBe(c.value.transactionId);
    expect(await labelsStored()).toEqual(["a", "b", "c"]);
  });

  it("gives a lock that could not be taken to the bookings of that transaction; the ones queued behind it try again", async () => {
    const lock = await holdDateLock(DATE);
    const client = await pool().connect();
    try {
      const first = book("a");
      await lockWaiters(1);
      const queued = book("b");
      // Settled from here on: the cancel's rejection may arrive before the query that sends it has answered.
      const outcomes = Promise.allSettled([first, queued]);
      const {
        rows: [{ pid }],
      } = await client.query<{ pid: number }>(LOCK_WAITERS);
      await client.query("SELECT pg_cancel_backend($1)", [pid]);
      await lockWaiters(1);
      await lock.release();

      const [a, b] = await outcomes;
      expect(a).toMatchObject({ status: "rejected", reason: { code: "57014" } });
      expect(b.status).toBe("fulfilled");
    } finally {
      client.release();
    }
    expect(await labelsStored()).toEqual(["b"]);
  });

  it("prepares the work's statements once per connection", async () => {
    const recorder = recordQueries(pool());
    const statements = await recorder.during(async () => {
      for (const label of ["a", "b", "c"]) await book(label);
    });
    const connections = Math.min(pool().totalCount, 3);
    expect(statements.filter((text) => text.startsWith("PREPARE")).length).toBeLessThanOrEqual(connections);
    expect(await labelsStored()).toEqual(["a", "b", "c"]);
  });
});
