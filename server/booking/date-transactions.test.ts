import type pg from "pg";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appointmentDateLockKey } from "../infra/db/locks";
import { AppError } from "../infra/http/errors";
import { registerApiSuite } from "../test/suite";
import { inDateTransaction, type LockedWork, MAX_BOOKINGS_PER_TRANSACTION } from "./date-transactions";

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
  transactionId: string;
  /** Rows this work saw before writing its own. */
  seen: number;
}

/** A booking's shape: read what is there, then write one row. */
const writeRow =
  (label: string): LockedWork<Written> =>
  async (client) => {
    const {
      rows: [{ count }],
    } = await client.query<{ count: string }>("SELECT count(*) FROM date_transaction_rows");
    await client.query("INSERT INTO date_transaction_rows (label) VALUES ($1)", [label]);
    const {
      rows: [{ id }],
    } = await client.query<{ id: string }>("SELECT txid_current()::text AS id");
    return { transactionId: id, seen: Number(count) };
  };

/** Holds `date`'s booking lock from another connection until `release()`, as a booking of another instance would. */
async function holdDateLock(date: string): Promise<{ release(): Promise<void> }> {
  const holder = await pool().connect();
  await holder.query("BEGIN");
  await holder.query("SELECT pg_advisory_xact_lock(hashtext($1))", [appointmentDateLockKey(date)]);
  return {
    async release() {
      await holder.query("COMMIT");
      holder.release();
    },
  };
}

/** The sessions of this test's database waiting for an advisory lock (a date's booking lock). */
const LOCK_WAITERS = `SELECT pid FROM pg_locks
  WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;

/** Resolves once `count` sessions are waiting for an advisory lock: the batch has reached PostgreSQL. */
async function lockWaiters(count: number): Promise<void> {
  for (;;) {
    const { rowCount } = await pool().query(LOCK_WAITERS);
    if ((rowCount ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function labelsStored(): Promise<string[]> {
  const { rows } = await pool().query<{ label: string }>("SELECT label FROM date_transaction_rows ORDER BY label");
  return rows.map((row) => row.label);
}

describe("inDateTransaction (group commit of one date's bookings)", () => {
  it("runs the bookings of a date that wait together in one transaction, each seeing what the ones before it wrote, and answers only once it is committed", async () => {
    const lock = await holdDateLock(DATE);
    const first = inDateTransaction(pool(), DATE, writeRow("a"));
    await lockWaiters(1);
    const later = [inDateTransaction(pool(), DATE, writeRow("b")), inDateTransaction(pool(), DATE, writeRow("c"))];
    const visibleWhenAnswered = first.then(labelsStored);
    await lock.release();

    const written = await Promise.all([first, ...later]);
    expect(new Set(written.map((row) => row.transactionId)).size).toBe(1);
    expect(written.map((row) => row.seen)).toEqual([0, 1, 2]);
    expect(await visibleWhenAnswered).toEqual(["a", "b", "c"]);
  });

  it(`takes at most ${MAX_BOOKINGS_PER_TRANSACTION} bookings in one transaction; the next ones make the next transaction`, async () => {
    const lock = await holdDateLock(DATE);
    const works = [inDateTransaction(pool(), DATE, writeRow("000"))];
    await lockWaiters(1);
    for (let index = 1; index < MAX_BOOKINGS_PER_TRANSACTION + 4; index += 1) {
      works.push(inDateTransaction(pool(), DATE, writeRow(String(index).padStart(3, "0"))));
    }
    await lockWaiters(2);
    await lock.release();

    const written = await Promise.all(works);
    const transactions = [...new Set(written.map((row) => row.transactionId))];
    expect(transactions).toHaveLength(2);
    expect(written.filter((row) => row.transactionId === transactions[0])).toHaveLength(MAX_BOOKINGS_PER_TRANSACTION);
    expect(written.map((row) => row.seen)).toEqual(written.map((_row, index) => index));
  });

  it("never makes a booking wait for another date's", async () => {
    const lock = await holdDateLock(DATE);
    const waiting = inDateTransaction(pool(), DATE, writeRow("held"));
    await lockWaiters(1);

    await inDateTransaction(pool(), OTHER_DATE, writeRow("other date"));
    expect(await labelsStored()).toEqual(["other date"]);

    await lock.release();
    await waiting;
    expect(await labelsStored()).toEqual(["held", "other date"]);
  });

  it("gives a refusal to its own booking only: the others of the transaction are committed", async () => {
    const lock = await holdDateLock(DATE);
    const first = inDateTransaction(pool(), DATE, writeRow("a"));
    await lockWaiters(1);
    const refused = inDateTransaction(pool(), DATE, async () => {
      throw new AppError("CONFLICT", "This time is no longer available. Please choose another time.");
    });
    const last = inDateTransaction(pool(), DATE, writeRow("c"));
    const outcomes = Promise.allSettled([first, refused, last]);
    await lock.release();

    const [a, refusal, c] = await outcomes;
    expect(a.status).toBe("fulfilled");
    expect(c.status).toBe("fulfilled");
    expect(refusal).toMatchObject({ status: "rejected", reason: { code: "CONFLICT" } });
    expect(await labelsStored()).toEqual(["a", "c"]);
  });

  it("gives a database error to its own booking only: the transaction is rolled back and the others run again, each alone, once", async () => {
    const lock = await holdDateLock(DATE);
    const first = inDateTransaction(pool(), DATE, writeRow("a"));
    await lockWaiters(1);
    const failing = inDateTransaction(pool(), DATE, async (client) => {
      await client.query("INSERT INTO date_transaction_rows (label) VALUES ('never')");
      await client.query("SELECT 1 / 0");
    });
    const last = inDateTransaction(pool(), DATE, writeRow("c"));
    const outcomes = Promise.allSettled([first, failing, last]);
    await lock.release();

    const [a, failure, c] = await outcomes;
    expect(failure).toMatchObject({ status: "rejected", reason: { code: "22012" } });
    expect(a.status === "fulfilled" && c.status === "fulfilled").toBe(true);
    if (a.status === "fulfilled" && c.status === "fulfilled") expect(a.value.transactionId).not.toBe(c.value.transactionId);
    expect(await labelsStored()).toEqual(["a", "c"]);
  });

  it("gives a lock that could not be taken to every booking waiting for it", async () => {
    const lock = await holdDateLock(DATE);
    const client = await pool().connect();
    try {
      const first = inDateTransaction(pool(), DATE, writeRow("a"));
      await lockWaiters(1);
      const second = inDateTransaction(pool(), DATE, writeRow("b"));
      // Settled from here on: the cancel's rejection may arrive before the query that sends it has answered.
      const outcomes = Promise.allSettled([first, second]);
      const {
        rows: [{ pid }],
      } = await client.query<{ pid: number }>(LOCK_WAITERS);
      await client.query("SELECT pg_cancel_backend($1)", [pid]);

      expect(await outcomes).toEqual([
        { status: "rejected", reason: expect.objectContaining({ code: "57014" }) },
        { status: "rejected", reason: expect.objectContaining({ code: "57014" }) },
      ]);
    } finally {
      client.release();
      await lock.release();
    }
    expect(await labelsStored()).toEqual([]);
  });
});
