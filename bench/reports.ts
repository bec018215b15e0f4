// `npm run bench:reports`: every owner's report on three years of a busy salon (server/seed/history.ts, its
// checkouts included), through the app in this process, each asked 20 times: p50 and p95 against the 200 ms
// target. DATABASE_URL names a PostgreSQL server to create the database on (dropped after); without it the
// embedded server runs in a temporary folder. Exits 1 when a report misses the target.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { createApp } from "../server/app";
import { hashPassword } from "../server/auth/passwords";
import { DEFAULT_SESSION_LIMITS } from "../server/auth/session";
import { openDatabase } from "../server/infra/db/database";
import { startEmbeddedServer } from "../server/infra/db/embedded-server";
import { runMigrations } from "../server/infra/db/migrate";
import { createLogger } from "../server/infra/logger";
import { startChangeFeed } from "../server/infra/db/change-feed";
import { seedHistory } from "../server/seed/history";
import { users } from "../shared/schema";
import { addDays, salonDateTimeToInstant } from "../shared/time";

const TODAY = "2026-11-23";
const NOW = salonDateTimeToInstant(TODAY, "10:00");
const CALLS = 20;
const TARGET_MS = 200;
const MONTH = `from=${addDays(TODAY, -30)}&to=${addDays(TODAY, -1)}`;
const YEAR = `from=${addDays(TODAY, -366)}&to=${addDays(TODAY, -1)}`;

const REPORTS: Array<[string, string]> = [];
for (const [range, query] of [["30 days", MONTH], ["366 days", YEAR]] as const) {
  for (const groupBy of ["day", "week", "month", "service", "staff"]) REPORTS.push([`revenue by ${groupBy}, ${range}`, `revenue?${query}&groupBy=${groupBy}`]);
  for (const name of ["visits", "rebooking", "clients"]) REPORTS.push([`${name} by month, ${range}`, `${name}?${query}&groupBy=month`]);
  REPORTS.push([`visits by day, ${range}`, `visits?${query}&groupBy=day`]);
  REPORTS.push([`occupancy, ${range}`, `occupancy?${query}`]);
  REPORTS.push([`hours, ${range}`, `hours?${query}`]);
  REPORTS.push([`revenue by staff as CSV, ${range}`, `revenue?${query}&groupBy=staff&format=csv`]);
}

async function serverFor(url: string | undefined): Promise<{ url: string; stop: () => Promise<void> }> {
  if (url) return { url, stop: async () => undefined };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-bench-reports-"));
  const server = await startEmbeddedServer({ clusterDir: path.join(dir, "postgres"), settings: { fsync: "off", synchronous_commit: "off" } });
  return {
    url: `postgres://postgres@localhost:5432/postgres?host=${server.connection.host}`,
    stop: async () => {
      await server.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<boolean> {
  const server = await serverFor(process.env.DATABASE_URL);
  const admin = await openDatabase({ databaseUrl: server.url, poolSize: 1 });
  const name = `cita_bench_reports_${process.pid}`;
  let ok = true;
  try {
    await admin.pool.query(`CREATE DATABASE ${name}`);
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    // Seeding three years runs statements longer than the app's 10 s limit on a busy machine.
    const database = await openDatabase({ databaseUrl: url.toString(), statementTimeoutMillis: 600_000 });
    let began = performance.now();
    await runMigrations(database.pool);
    const counts = await seedHistory(database.db, { seed: 31, scale: 1, now: NOW });
    await database.pool.query("VACUUM ANALYZE");
    const { rows } = await database.pool.query<{ checkouts: number; payments: number; unbalanced: number }>(`SELECT
      (SELECT count(*)::int FROM checkouts) AS checkouts, (SELECT count(*)::int FROM checkout_payments) AS payments,
      (SELECT count(*)::int FROM checkouts c WHERE c.total + c.tip_total <> (SELECT coalesce(sum(amount), 0) FROM checkout_payments p WHERE p.checkout_id = c.id)) AS unbalanced`);
    console.log(`Seeded three years in ${((performance.now() - began) / 1000).toFixed(1)} s: ${counts.pastAppointments} past appointments, ${rows[0].checkouts} checkouts, ${rows[0].payments} payments, ${rows[0].unbalanced} unbalanced`);

    const feed = await startChangeFeed(database, createLogger("silent"));
    const staticDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-bench-static-"));
    const app = createApp({
      database,
      logger: createLogger("silent"),
      clock: () => new Date(NOW),
      feed,
      config: { staticDir, publicUrl: "http://cita.bench", publicWriteRateLimit: { windowMs: 60_000, limit: 100_000 }, session: { ...DEFAULT_SESSION_LIMITS, secrets: ["bench"], secureCookies: false } },
    });
    const password = crypto.randomBytes(12).toString("base64url");
    await database.db.insert(users).values({ username: "bench", passwordHash: await hashPassword(password), isAdmin: true, adminLevel: "superadmin" });
    const agent = request.agent(app);
    await agent.post("/api/admin/login").send({ username: "bench", password }).expect(200);

    // The floor every answer pays here (session read, guard, JSON): a signed-in admin's smallest read.
    const floor: number[] = [];
    for (let call = 0; call < CALLS; call += 1) {
      began = performance.now();
      await agent.get("/api/admin/current-user").expect(200);
      floor.push(performance.now() - began);
    }
    floor.sort((a, b) => a - b);
    console.log(`Floor (GET /api/admin/current-user): p50 ${floor[CALLS / 2].toFixed(1)} ms, p95 ${floor[Math.ceil(CALLS * 0.95) - 1].toFixed(1)} ms`);
    console.log(`\n| Report | rows | p50 ms | p95 ms | ≤ ${TARGET_MS} ms |`);
    console.log("|---|---|---|---|---|");
    for (const [label, path_] of REPORTS) {
      const times: number[] = [];
      let size = 0;
      for (let call = 0; call < CALLS; call += 1) {
        began = performance.now();
        const res = await agent.get(`/api/admin/reports/${path_}`).set("Accept-Encoding", "identity");
        times.push(performance.now() - began);
        if (res.status !== 200) throw new Error(`${path_}: ${res.status} ${res.text}`);
        size = res.type === "text/csv" ? res.text.split("\r\n").length - 2 : (res.body as { rows: unknown[] }).rows.length;
      }
      times.sort((a, b) => a - b);
      const p50 = times[Math.floor(times.length / 2)];
      const p95 = times[Math.ceil(times.length * 0.95) - 1];
      ok &&= p95 <= TARGET_MS;
      console.log(`| ${label} | ${size} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${p95 <= TARGET_MS ? "PASS" : "FAIL"} |`);
    }
    await feed.close();
    await database.close();
    await fs.rm(staticDir, { recursive: true, force: true });
  } finally {
    await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
    await server.stop();
  }
  return ok;
}

if (!(await main())) process.exitCode = 1;
