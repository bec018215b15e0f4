/**
 * Two real server processes on one PostgreSQL, as behind a load balancer: what one promises must hold
 * for both. They share the run's database server: the embedded one, or TEST_DATABASE_URL's.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableDates, SLOT_TIMES } from "@shared/time";
import { startAppProcess, type AppProcess } from "../../scripts/app-process";
import { DEMO_STAFF } from "../seed/seed";
import { startTestSmtp, type TestSmtp } from "../test/mail";
import { adminUrlFor } from "../test/postgres-urls";
import { testServerUrl } from "../test/test-database";
import { bookingAttempt, eventually, openEventStream, overbookedMinutes, postBooking, runPool, type BookingOutcome } from "../test/booking-load";

const serverUrl = testServerUrl();
const ATTEMPTS = 300;
const CONCURRENCY = 16;
const ADMIN = { username: "scale-admin", password: "scale-out-password" };

describe("two app processes on one PostgreSQL", () => {
  const databaseName = `cita_scale_${crypto.randomBytes(5).toString("hex")}`;
  let admin: pg.Pool;
  let pool: pg.Pool;
  let smtp: TestSmtp;
  let apps: AppProcess[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    admin = new pg.Pool({ connectionString: adminUrlFor(serverUrl), max: 1 });
    await admin.query(`CREATE DATABASE ${databaseName}`);
    const databaseUrl = adminUrlFor(serverUrl, databaseName);
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // pool.end() resolves once its clients are asked to close, not once they have: the DROP ... WITH (FORCE)
    // that follows can terminate one still closing, whose "terminating connection" then means nothing. The
    // client hears it, and an idle one's pool repeats it as the pool's own error event.
    pool.on("connect", (client) => client.on("error", () => undefined));
    pool.on("error", () => undefined);
    smtp = await startTestSmtp();
    const env = {
      SESSION_SECRET: crypto.randomBytes(32).toString("base64url"),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
    };
    for (let index = 0; index < 2; index += 1) dataDirs.push(await fs.mkdtemp(path.join(os.tmpdir(), "cita-scale-")));
    // Started together on an empty database: migrations, seed and the first superadmin race for real.
    const started = await Promise.allSettled(
      dataDirs.map((dataDir) => startAppProcess({ dataDir, databaseUrl, env })),
    );
    apps = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await smtp?.close();
    await pool?.end();
    await admin?.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin?.end();
    for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it("seeds an empty database once when both start at the same moment", async () => {
    const count = async (table: string) => Number((await pool.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
    expect(await count("staff")).toBe(DEMO_STAFF.length);
    expect(await count("services")).toBe(15);
    expect(Number((await pool.query("SELECT count(*) FROM users WHERE admin_level = 'superadmin'")).rows[0].count)).toBe(1);
  });

  it("honours a session made on one process on the other, and a sign-out on either", async () => {
    const [a, b] = apps;
    const login = await fetch(`${a.url}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    // As a browser does, the answer is read whole before the cookie is used: express-session sends the headers
    // (and all but the last byte) while it stores the session, and ends the answer once it is stored.
    expect(await login.json()).toMatchObject({ isAdmin: true });
    const cookie = login.headers.getSetCookie().find((value) => value.startsWith("cita.sid="))!.split(";")[0];
    const whoOnB = await fetch(`${b.url}/api/admin/current-user`, { headers: { Cookie: cookie } });
    expect(whoOnB.status).toBe(200);
    expect(await whoOnB.json()).toMatchObject({ firstName: ADMIN.username, isSuperAdmin: true });

    const logout = await fetch(`${b.url}/api/admin/logout`, { method: "POST", headers: { Cookie: cookie, Origin: b.url } });
    expect(logout.status).toBe(204);
    expect((await fetch(`${a.url}/api/admin/current-user`, { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("pushes a booking made through one process to a live board connected to the other", async () => {
    const [a, b] = apps;
    const dates = bookableDates(new Date());
    // Not the hammered last day, and never today, whose 09:00 may be past.
    const date = dates.at(-2)!;
    const stream = await openEventStream(b.url);
    try {
      expect((await postBooking(a.url, bookingAttempt(0, date, "09:00", "board"))).status).toBe(201);
      await stream.changeFor(date, 15_000);
    } finally {
      stream.close();
    }
  });

  it(`never overbooks one day hammered through both processes (${ATTEMPTS} attempts), and mails each booking once`, async () => {
    const date = bookableDates(new Date()).at(-1)!;
    const outcomes: BookingOutcome[] = [];
    await runPool(ATTEMPTS, CONCURRENCY, async (index) => {
      const time = SLOT_TIMES[crypto.randomInt(SLOT_TIMES.length)];
      outcomes.push(await postBooking(apps[index % 2].url, bookingAttempt(index, date, time, "scale")));
    });

    const statuses = outcomes.map((outcome) => outcome.status);
    expect(statuses.filter((status) => status !== 201 && status !== 409), "every answer a 201 or a 409").toEqual([]);
    const booked = outcomes.filter((outcome) => outcome.status === 201);
    // A full day must have been reached, or the test proved nothing about contention.
    expect(booked.length).toBeGreaterThan(10);
    expect(booked.length).toBeLessThan(ATTEMPTS / 2);
    for (const refused of outcomes.filter((outcome) => outcome.status === 409)) {
      expect(refused.body?.message).toEqual(expect.any(String));
    }

    const ids = booked.map((outcome) => outcome.body!.id!);
    expect(new Set(ids).size).toBe(ids.length);
    const stored = await pool.query<{ id: number; email: string; appointment_time: string }>(
      `SELECT a.id, u.email, a.appointment_time FROM appointments a JOIN users u ON u.id = a.user_id WHERE a.appointment_date = $1`,
      [date],
    );
    const storedById = new Map(stored.rows.map((row) => [row.id, row]));
    expect(stored.rows.length, "rows on the day = 201 answers (no refused attempt left a row)").toBe(ids.length);
    for (const outcome of booked) {
      expect(storedById.get(outcome.body!.id!)).toMatchObject({
        email: outcome.request.customerEmail,
        appointment_time: outcome.request.appointmentTime,
      });
    }
    expect(await overbookedMinutes(pool, date)).toEqual([]);

    // Both processes drain the one outbox every few seconds; each booking's email must go out once.
    const bookedEmails = booked.map((outcome) => outcome.request.customerEmail);
    await eventually(
      async () => (await pool.query("SELECT 1 FROM email_outbox WHERE status <> 'sent' LIMIT 1")).rowCount === 0 && smtp.received.length >= bookedEmails.length + 1,
      60_000,
      async () => `outbox ${JSON.stringify((await pool.query("SELECT status, count(*) FROM email_outbox GROUP BY status")).rows)}, smtp got ${smtp.received.length}`,
    );
    for (const email of bookedEmails) expect(smtp.to(email), email).toHaveLength(1);
    const scaleMail = smtp.received.filter((mail) => mail.envelopeTo.some((to) => to.startsWith("scale-")));
    expect(scaleMail).toHaveLength(bookedEmails.length);
  }, 180_000);
});
