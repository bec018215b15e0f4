import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import type { PoolClient } from "pg";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "@shared/schema";
import { openDatabase } from "../infra/db/database";
import { createLogger } from "../infra/logger";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { registerApiSuite } from "../test/suite";
import { startMessageJobs } from "./jobs";
import type { AppointmentSnapshot } from "./payloads";
import { DEFAULT_OUTBOX_OPTIONS, drainOutbox, enqueueEmail, retryDelayMs } from "./outbox";
import { createMailTransport } from "./email/transport";
import {
  assignAndRequest,
  closedPort,
  drain,
  smtpTransport,
  startTestSmtp,
  TEST_PUBLIC_URL,
  type TestSmtp,
} from "../test/mail";

const suite = registerApiSuite();

const SNAPSHOT: AppointmentSnapshot = {
  appointmentId: 1,
  date: TUESDAY,
  time: "10:00",
  durationMinutes: 60,
  totalPrice: 18000,
  lines: [{ nameEn: "Polish", nameEs: "Esmalte", price: 18000 }],
  customer: { firstName: "Ana", lastName: "López" },
  staff: null,
};

async function enqueueMany(count: number): Promise<void> {
  await suite.ctx.database.db.transaction(async (tx) => {
    for (let index = 0; index < count; index += 1) {
      await enqueueEmail(
        tx,
        {
          kind: "appointment_reminder",
          recipient: `guest${index}@example.com`,
          locale: index % 2 === 0 ? "es" : "en",
          payload: { appointment: SNAPSHOT, issuedAt: suite.ctx.clock().toISOString() },
        },
        suite.ctx.clock(),
      );
    }
  });
}

async function rows() {
  return suite.ctx.database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
}

const advance = (ms: number) => suite.ctx.clock.set(new Date(suite.ctx.clock().getTime() + ms));

describe("retry delays", () => {
  it("double from 30 seconds and stop growing at an hour", () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(50)).toBe(3_600_000);
    expect(DEFAULT_OUTBOX_OPTIONS.giveUpAfterMs).toBeGreaterThanOrEqual(3 * 24 * 3_600_000);
  });
});

describe("delivery", () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(() => smtp.clear());

  it("never sends a row twice when workers drain at the same time", async () => {
    await enqueueMany(30);
    const second = await openDatabase({ databaseUrl: suite.ctx.database.connectionUrl });
    const transports = [smtpTransport(smtp.url), smtpTransport(smtp.url), smtpTransport(smtp.url)];
    try {
      const results = await Promise.all([
        drain(suite.ctx.database.db, transports[0], suite.ctx.clock),
        drain(second.db, transports[1], suite.ctx.clock),
        drain(suite.ctx.database.db, transports[2], suite.ctx.clock),
      ]);
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(30);
    } finally {
      for (const transport of transports) transport.close();
      await second.close();
    }
    const recipients = smtp.received.flatMap((mail) => mail.envelopeTo);
    expect(recipients).toHaveLength(30);
    expect(new Set(recipients).size).toBe(30);
    expect((await rows()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("never sends an email twice when marking it sent fails for a moment after the send", async () => {
    await enqueueMany(2);
    // A pool of one connection, taken by the test while each message is being accepted: the mark that
    // follows the send finds the pool busy and gives up waiting, as under overload.
    const busy = await openDatabase({ databaseUrl: suite.ctx.database.connectionUrl, poolSize: 1, connectionTimeoutMillis: 200 });
    let held: PoolClient | undefined;
    let failedMarks = 0;
    const slowSmtp = await startTestSmtp(0, async () => {
      held = await busy.pool.connect();
    });
    const logger = pino(
      { level: "warn" },
      new Writable({
        write: (chunk, _encoding, done) => {
          if (String(chunk).includes("not yet marked sent")) {
            failedMarks += 1;
            held?.release();
            held = undefined;
          }
          done();
        },
      }),
    );
    const transport = smtpTransport(slowSmtp.url);
    try {
      const deps = { db: busy.db, transport, clock: suite.ctx.clock, logger, publicUrl: TEST_PUBLIC_URL, options: { markRetryDelayMs: 10 } };
      expect(await drainOutbox(deps)).toEqual({ sent: 2, retrying: 0, failed: 0 });
      expect(failedMarks).toBe(2);
      expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
        ["sent", 1],
        ["sent", 1],
      ]);
      advance(DEFAULT_OUTBOX_OPTIONS.leaseMs);
      expect(await drainOutbox(deps)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(slowSmtp.received.flatMap((mail) => mail.envelopeTo)).toEqual(["guest0@example.com", "guest1@example.com"]);
    } finally {
      held?.release();
      transport.close();
      await slowSmtp.close();
      await busy.close();
    }
  });

  it("loses nothing while SMTP is down: rows wait with back-off and go out when it returns", async () => {
    await addStaff(suite.ctx.database.db, { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const res = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload());
    expect(res.status).toBe(201);
    const port = await closedPort();
    const down = smtpTransport(`smtp://127.0.0.1:${port}`);

    expect(await drain(suite.ctx.database.db, down, suite.ctx.clock)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.nextAttemptAt).toEqual(new Date("2026-11-23T16:00:30Z"));
    expect((row.payload as { appointment?: unknown }).appointment).toBeDefined();

    // Not due yet: nothing is attempted.
    expect(await drain(suite.ctx.database.db, down, suite.ctx.clock)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    advance(30_000);
    expect(await drain(suite.ctx.database.db, down, suite.ctx.clock)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row.nextAttemptAt).toEqual(new Date("2026-11-23T16:01:30Z"));
    down.close();

    const back = await startTestSmtp(port);
    const up = smtpTransport(back.url);
    try {
      advance(60_000);
      expect(await drain(suite.ctx.database.db, up, suite.ctx.clock)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(back.to("ana@example.com")).toHaveLength(1);
      [row] = await rows();
      expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
      expect(await drain(suite.ctx.database.db, up, suite.ctx.clock)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(back.received).toHaveLength(1);
    } finally {
      up.close();
      await back.close();
    }
  });

  it("keeps retrying hourly through a long outage and gives a row up only once its news is stale", async () => {
    await enqueueMany(1);
    const down = smtpTransport(`smtp://127.0.0.1:${await closedPort()}`);
    try {
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        expect(await drain(suite.ctx.database.db, down, suite.ctx.clock), `attempt ${attempt}`).toMatchObject({ retrying: 1 });
        advance(retryDelayMs(attempt));
      }
      expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 30 });
      advance(DEFAULT_OUTBOX_OPTIONS.giveUpAfterMs);
      expect(await drain(suite.ctx.database.db, down, suite.ctx.clock)).toMatchObject({ failed: 1 });
      const [row] = await rows();
      expect(row).toMatchObject({ status: "failed", attempts: 31 });
      expect(row.lastError).toBeTruthy();
      advance(3_600_000);
      expect(await drain(suite.ctx.database.db, down, suite.ctx.clock)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    } finally {
      down.close();
    }
  });

  it("retries a row a crashed worker had claimed once its lease runs out", async () => {
    await enqueueMany(1);
    // A worker claimed it (attempts bumped, leased five minutes) and died before sending.
    await suite.ctx.database.db
      .update(emailOutbox)
      .set({ attempts: 1, nextAttemptAt: new Date(suite.ctx.clock().getTime() + DEFAULT_OUTBOX_OPTIONS.leaseMs) });
    const transport = smtpTransport(smtp.url);
    try {
      expect(await drain(suite.ctx.database.db, transport, suite.ctx.clock)).toMatchObject({ sent: 0 });
      advance(DEFAULT_OUTBOX_OPTIONS.leaseMs);
      expect(await drain(suite.ctx.database.db, transport, suite.ctx.clock)).toMatchObject({ sent: 1 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      transport.close();
    }
  });

  it("marks a row it cannot render as failed without retrying", async () => {
    await suite.ctx.database.db.insert(emailOutbox).values({ kind: "no_such_kind", recipient: "x@example.com", payload: {}, nextAttemptAt: suite.ctx.clock() });
    const transport = smtpTransport(smtp.url);
    try {
      expect(await drain(suite.ctx.database.db, transport, suite.ctx.clock)).toEqual({ sent: 0, retrying: 0, failed: 1 });
      expect(smtp.received).toHaveLength(0);
    } finally {
      transport.close();
    }
  });

  it("runs in the background until stopped, as the app does", async () => {
    await enqueueMany(3);
    const jobs = startMessageJobs({
      db: suite.ctx.database.db,
      transport: smtpTransport(smtp.url),
      clock: suite.ctx.clock,
      logger: createLogger("silent"),
      publicUrl: TEST_PUBLIC_URL,
      pollMs: 20,
    });
    for (let waited = 0; smtp.received.length < 3 && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    await jobs.stop();
    expect(smtp.received).toHaveLength(3);
    await enqueueMany(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received).toHaveLength(3);
  });
});

describe("without SMTP_URL", () => {
  it("writes each message as an .eml file under DATA_DIR/mail and logs its links", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-mail-"));
    const lines: string[] = [];
    const logger = pino({ level: "info" }, new Writable({ write: (chunk, _encoding, done) => (lines.push(chunk.toString()), done()) }));
    const transport = createMailTransport({ mailFrom: "Cita <citas@cita.test>", dataDir, logger });
    expect(transport.kind).toBe("file");
    try {
      const maria = await addStaff(suite.ctx.database.db, { name: "Maria", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
      const res = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload());
      await assignAndRequest(suite.ctx.database.db, res.body.id, maria, suite.ctx.clock());
      const result = await drainOutbox({ db: suite.ctx.database.db, transport, clock: suite.ctx.clock, logger, publicUrl: TEST_PUBLIC_URL });
      expect(result.sent).toBe(2);
      const files = (await fs.readdir(path.join(dataDir, "mail"))).sort();
      expect(files).toHaveLength(2);
      expect(files.every((file) => file.endsWith(".eml"))).toBe(true);
      const staffFile = files.find((file) => file.includes("staff_confirmation_request"))!;
      const eml = await fs.readFile(path.join(dataDir, "mail", staffFile), "utf8");
      expect(eml).toContain("To: maria@example.com");
      expect(eml).toMatch(/Subject: .*Cita por confirmar/);
      const logged = lines.map((line) => JSON.parse(line) as { links?: string[]; file?: string }).filter((line) => line.links);
      expect(logged).toHaveLength(2);
      expect(logged.flatMap((line) => line.links)).toEqual([
        expect.stringMatching(/^http:\/\/cita\.test\/manage\/[A-Za-z0-9_-]{43}$/),
        expect.stringMatching(/^http:\/\/cita\.test\/staff-confirm\/[A-Za-z0-9_-]{43}\?action=confirm$/),
        expect.stringMatching(/^http:\/\/cita\.test\/staff-confirm\/[A-Za-z0-9_-]{43}\?action=decline$/),
      ]);
      const [sentRow] = await suite.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "staff_confirmation_request"));
      expect(sentRow.status).toBe("sent");
    } finally {
      transport.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
