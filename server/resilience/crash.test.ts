/**
 * `kill -9` of the real server in the middle of booking traffic, then a restart on the same data: a
 * booking the customer was told succeeded must still be there, and its email must still go out. Runs on
 * the embedded database, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { bookableDates, SLOT_TIMES } from "@shared/time";
import { startAppProcess, type AppProcess } from "../../scripts/app-process";
import { openDatabase } from "../infra/db/database";
import { adminUrlFor } from "../test/postgres-urls";
import { bookingAttempt, eventually, postBooking, type BookingOutcome } from "../test/booking-load";

const serverUrl = process.env.TEST_DATABASE_URL;
const CONCURRENCY = 8;
/** Kill once this many bookings were confirmed, or after the time below, whichever comes first. */
const BOOKINGS_BEFORE_KILL = 12;
const MAX_LOAD_MS = 20_000;

interface Leg {
  name: string;
  /** A fresh database for the leg and a way to drop it; undefined: embedded under DATA_DIR. */
  createDatabase?: () => Promise<{ url: string; drop(): Promise<void> }>;
}

/** A fresh PostgreSQL database for the leg, dropped afterwards. */
async function createPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cita_crash_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new pg.Pool({ connectionString: adminUrlFor(url), max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    url: adminUrlFor(url, name),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

// CI runs the suite twice: the embedded leg in the first pass, the PostgreSQL leg in the second.
const legs: Leg[] = serverUrl
  ? [{ name: "PostgreSQL", createDatabase: () => createPostgresDatabase(serverUrl) }]
  : [{ name: "embedded PostgreSQL" }];

/** Books over every open date and time from several clients, and kills the server while requests are in flight. */
async function bookUntilKilled(app: AppProcess): Promise<BookingOutcome[]> {
  const dates = bookableDates(new Date());
  const outcomes: BookingOutcome[] = [];
  let next = 0;
  let killed = false;
  const booked = () => outcomes.filter((outcome) => outcome.status === 201).length;
  const worker = async () => {
    while (!killed) {
      const index = next++;
      const time = SLOT_TIMES[crypto.randomInt(SLOT_TIMES.length)];
      outcomes.push(await postBooking(app.url, bookingAttempt(index, dates[index % dates.length], time, "crash")));
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, worker);
  const deadline = Date.now() + MAX_LOAD_MS;
  while (booked() < BOOKINGS_BEFORE_KILL && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  await app.kill();
  killed = true;
  await Promise.all(workers);
  return outcomes;
}

/** Recipients of the `.eml` files the file transport wrote (no SMTP_URL). */
async function mailedRecipients(dataDir: string): Promise<string[]> {
  const folder = path.join(dataDir, "mail");
  const files = await fs.readdir(folder).catch(() => [] as string[]);
  const recipients: string[] = [];
  for (const file of files.filter((name) => name.endsWith(".eml"))) {
    const to = /^To: (.+)$/m.exec(await fs.readFile(path.join(folder, file), "utf8"))?.[1];
    if (to) recipients.push(to.trim());
  }
  return recipients;
}

describe.each(legs)("kill -9 under booking load, then restart ($name)", (leg) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("keeps every confirmed booking, opens its database and still sends the pending emails", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-crash-"));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const database = leg.createDatabase ? await leg.createDatabase() : undefined;
    if (database) cleanups.push(() => database.drop());
    const open = () =>
      openDatabase(database ? { databaseUrl: database.url, poolSize: 2 } : { embeddedDir: path.join(dataDir, "postgres") });

    const first = await startAppProcess({ dataDir, databaseUrl: database?.url });
    cleanups.push(() => first.kill());
    const outcomes = await bookUntilKilled(first);

    const answered = outcomes.filter((outcome) => outcome.status !== undefined);
    expect(answered.filter((outcome) => outcome.status !== 201 && outcome.status !== 409), first.output()).toEqual([]);
    const booked = outcomes.filter((outcome) => outcome.status === 201);
    expect(booked.length).toBeGreaterThan(0);

    // Between the crash and the restart, as an operator would look: the data opens and holds every 201.
    const afterCrash = await open();
    try {
      const ids = booked.map((outcome) => outcome.body!.id!);
      const rows = await afterCrash.pool.query<{ id: number; email: string }>(
        "SELECT a.id, u.email FROM appointments a JOIN users u ON u.id = a.user_id WHERE a.id = ANY($1::int[])",
        [ids],
      );
      const emailById = new Map(rows.rows.map((row) => [row.id, row.email]));
      for (const outcome of booked) expect(emailById.get(outcome.body!.id!)).toBe(outcome.request.customerEmail);
      const queued = await afterCrash.pool.query<{ recipient: string }>("SELECT recipient FROM email_outbox WHERE kind = 'booking_received'");
      expect(queued.rows.map((row) => row.recipient)).toEqual(expect.arrayContaining(booked.map((outcome) => outcome.request.customerEmail)));
      // A row the dead worker had claimed waits out its lease (5 minutes) before another worker retries
      // it; end the lease now rather than wait, so the restarted worker's retry is what gets tested.
      await afterCrash.pool.query("UPDATE email_outbox SET next_attempt_at = now() WHERE status = 'pending' AND attempts > 0");
    } finally {
      await afterCrash.close();
    }

    const second = await startAppProcess({ dataDir, databaseUrl: database?.url });
    cleanups.push(() => second.kill());
    const date = bookableDates(new Date()).at(-1)!;
    const late = await postBooking(second.url, bookingAttempt(10_000, date, "17:00", "after-crash"));
    expect([201, 409]).toContain(late.status);

    const expected = [...booked, ...(late.status === 201 ? [late] : [])].map((outcome) => outcome.request.customerEmail);
    await eventually(
      async () => {
        const mailed = new Set(await mailedRecipients(dataDir));
        return expected.every((email) => mailed.has(email));
      },
      60_000,
      async () => `mailed ${(await mailedRecipients(dataDir)).length} of ${expected.length}:\n${second.output()}`,
    );
    expect(await second.stop(), second.output()).toBe(0);

    const afterRestart = await open();
    try {
      const unsent = await afterRestart.pool.query("SELECT id, status, attempts, last_error FROM email_outbox WHERE status <> 'sent'");
      expect(unsent.rows).toEqual([]);
    } finally {
      await afterRestart.close();
    }
  }, 240_000);
});
