// `npm run bench:history`: every admin read on demo data and on three years of a busy salon, in one run.
// DATABASE_URL names a PostgreSQL server to create the two databases on (they are dropped after); without it
// the embedded server runs in a temporary folder. The app runs in this process, so "server time" is a
// request's time through the app and its database, without a network in between.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { createApp } from "../server/app";
import { hashPassword } from "../server/auth/passwords";
import { DEFAULT_SESSION_LIMITS } from "../server/auth/session";
import { restoreBackup } from "../server/infra/backup/restore";
import { writeBackup } from "../server/infra/backup/dump";
import { openDatabase, type Database } from "../server/infra/db/database";
import { startEmbeddedServer } from "../server/infra/db/embedded-server";
import { runMigrations } from "../server/infra/db/migrate";
import { APP_SHELL_FILE, BOOKING_PAGE_FILE } from "../server/infra/http/static";
import { createLogger } from "../server/infra/logger";
import { WEB_APP_FOLDER } from "../server/infra/paths";
import { startChangeFeed } from "../server/infra/db/change-feed";
import { seedHistory } from "../server/seed/history";
import { users } from "../shared/schema";
import { salonDateTimeToInstant } from "../shared/time";
import { measureAdminPages } from "./history-pages";

const NOW = salonDateTimeToInstant("2026-11-23", "10:00");
const CALLS = 20;
/** About three weeks of the busy salon: what the demo looked like when the admin pages were written. */
const DEMO_SCALE = 1 / 41;

const READS: Array<[string, string]> = [
  ["appointments (default window)", "/api/admin/appointments"],
  ["appointments, active, soonest first", "/api/admin/appointments?status=active&order=asc"],
  ["appointments, a past month", "/api/admin/appointments?from=2026-09-01&to=2026-09-30"],
  ["appointments, search", "/api/admin/appointments?from=2026-09-01&to=2026-11-30&q=garcia"],
  ["clients (newest)", "/api/admin/clients"],
  ["clients by name", "/api/admin/clients?sort=name"],
  ["clients by visits", "/api/admin/clients?sort=visits"],
  ["clients, search", "/api/admin/clients?q=nunez"],
  ["users (superadmin)", "/api/superadmin/users"],
  ["staff performance", "/api/admin/staff-performance"],
  ["dashboard stats", "/api/admin/stats"],
  ["campaigns (2 drafts)", "/api/admin/campaigns"],
];

interface Figures {
  p95: Map<string, number>;
  bytes: Map<string, number>;
  poll304: { status: number; bytes: number };
}

async function serverFor(url: string | undefined): Promise<{ url: string; stop: () => Promise<void>; dir?: string }> {
  if (url) return { url, stop: async () => undefined };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-bench-history-"));
  const server = await startEmbeddedServer({ clusterDir: path.join(dir, "postgres"), settings: { fsync: "off", synchronous_commit: "off" } });
  return {
    url: `postgres://postgres@localhost:5432/postgres?host=${server.connection.host}`,
    dir,
    stop: async () => {
      await server.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

function onDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function measure(database: Database, label: string): Promise<Figures & { seconds: number }> {
  const started = performance.now();
  await runMigrations(database.pool);
  await seedHistory(database.db, { seed: 31, scale: label === "demo" ? DEMO_SCALE : 1, now: NOW });
  await database.pool.query("VACUUM ANALYZE");
  const seconds = (performance.now() - started) / 1000;
  // The built pages (`npm run build`) when there are, for the browser measurements; else stand-ins.
  const built = await fs.stat(path.join(WEB_APP_FOLDER, APP_SHELL_FILE)).then(() => true, () => false);
  const staticDir = built ? WEB_APP_FOLDER : await fs.mkdtemp(path.join(os.tmpdir(), "cita-bench-static-"));
  if (!built) {
    await fs.writeFile(path.join(staticDir, BOOKING_PAGE_FILE), "<!doctype html><title>Cita</title>");
    await fs.writeFile(path.join(staticDir, APP_SHELL_FILE), "<!doctype html><title>Cita</title>");
  }
  const feed = await startChangeFeed(database, createLogger("silent"));
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
  const login = await agent.post("/api/admin/login").send({ username: "bench", password }).expect(200);
  const cookie = (login.headers["set-cookie"] as unknown as string[]).map((value) => value.split(";")[0]).join("; ");
  for (const subject of ["Primera", "Segunda"]) {
    await agent.post("/api/admin/campaigns").send({ subjectEs: subject, bodyEs: "Hola", subjectEn: subject, bodyEn: "Hi", audience: { lastVisitBeforeDays: 90 } }).expect(201);
  }
  const p95 = new Map<string, number>();
  const bytes = new Map<string, number>();
  for (const [name, url] of READS) {
    const times: number[] = [];
    for (let call = 0; call < CALLS; call += 1) {
      const began = performance.now();
      const res = await agent.get(url).set("Accept-Encoding", "identity");
      times.push(performance.now() - began);
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.text}`);
      bytes.set(name, Buffer.byteLength(res.text));
    }
    times.sort((a, b) => a - b);
    p95.set(name, times[Math.ceil(times.length * 0.95) - 1]);
  }
  const first = await agent.get("/api/admin/appointments").set("Accept-Encoding", "identity");
  const poll = await agent.get("/api/admin/appointments").set("If-None-Match", first.headers.etag).set("Accept-Encoding", "identity");
  if (label === "three years") {
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    const { port } = listening.address() as { port: number };
    try {
      console.log("Admin pages in Chromium (bench/history-pages.ts):", await measureAdminPages(`http://127.0.0.1:${port}`, cookie));
    } catch (error) {
      console.log("Admin pages in Chromium (bench/history-pages.ts) failed:", (error as Error).message);
    }
    await new Promise((resolve) => listening.close(resolve));
  }
  await feed.close();
  if (!built) await fs.rm(staticDir, { recursive: true, force: true });
  return { p95, bytes, poll304: { status: poll.status, bytes: Buffer.byteLength(poll.text ?? "") }, seconds };
}

const pass = (ok: boolean) => (ok ? "PASS" : "FAIL");

async function main() {
  const server = await serverFor(process.env.DATABASE_URL);
  const admin = await openDatabase({ databaseUrl: server.url, poolSize: 1 });
  const names = { demo: `cita_bench_demo_${process.pid}`, history: `cita_bench_history_${process.pid}`, restored: `cita_bench_restored_${process.pid}` };
  try {
    for (const name of Object.values(names)) await admin.pool.query(`CREATE DATABASE ${name}`);
    const demoDb = await openDatabase({ databaseUrl: onDatabase(server.url, names.demo) });
    const demo = await measure(demoDb, "demo");
    await demoDb.close();
    const historyDb = await openDatabase({ databaseUrl: onDatabase(server.url, names.history) });
    const history = await measure(historyDb, "three years");

    const backupFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "cita-bench-backup-")), "history.cita-backup");
    let began = performance.now();
    await writeBackup(historyDb.pool, backupFile);
    const backupSeconds = (performance.now() - began) / 1000;
    const backupBytes = (await fs.stat(backupFile)).size;
    await historyDb.close();
    const restoredDb = await openDatabase({ databaseUrl: onDatabase(server.url, names.restored) });
    began = performance.now();
    await restoreBackup(restoredDb.pool, backupFile);
    const restoreSeconds = (performance.now() - began) / 1000;
    await restoredDb.close();
    await fs.rm(path.dirname(backupFile), { recursive: true, force: true });

    console.log(`\nSeeded: demo (1/41 of three years) in ${demo.seconds.toFixed(1)} s, three years in ${history.seconds.toFixed(1)} s (incl. VACUUM ANALYZE)\n`);
    console.log("| Read | demo p95 ms | 3 years p95 ms | 3 years bytes | ≤ 50 ms | ≤ 2× demo | ≤ 200 kB |");
    console.log("|---|---|---|---|---|---|---|");
    for (const [name] of READS) {
      const [d, h, size] = [demo.p95.get(name)!, history.p95.get(name)!, history.bytes.get(name)!];
      // Under a millisecond's noise, twice a tiny figure is no target: 2 ms is the floor of "twice demo".
      console.log(`| ${name} | ${d.toFixed(1)} | ${h.toFixed(1)} | ${size} | ${pass(h <= 50)} | ${pass(h <= Math.max(2 * d, 2))} | ${pass(size <= 200_000)} |`);
    }
    const poll = history.poll304;
    console.log(`\nUnchanged appointments poll on three years: ${poll.status}, ${poll.bytes} body bytes — ${pass(poll.status === 304 && poll.bytes === 0)}`);
    console.log(`Backup of three years: ${backupSeconds.toFixed(1)} s, ${(backupBytes / 1e6).toFixed(1)} MB; restore: ${restoreSeconds.toFixed(1)} s`);
    const rssMb = process.memoryUsage().rss / 1e6;
    console.log(`Bench process (app in it) RSS after: ${rssMb.toFixed(0)} MB — ${pass(rssMb <= 250)} (the database's own memory is not counted here)`);
  } finally {
    for (const name of Object.values(names)) await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
    await server.stop();
  }
}

await main();
