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
import { databaseServerBytes, residentBytes, startAppProcess } from "./history-app";
import { ADMIN_PAGE_TARGETS, measureAdminPages, type AdminPageMeasurement } from "./history-pages";

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
  /** Three years only: the Chromium figures and the memory of the app process and of PostgreSQL after them. */
  pages?: AdminPageMeasurement[] | Error;
  appRssBytes?: number | null;
  database?: { bytes: number; processes: number } | null;
}

/** Memory the app and its database may hold together after the bench. */
const MEMORY_TARGET_BYTES = 250 * 1e6;
const SESSION_SECRET = "bench";
const BENCH_APPLICATION_NAME = "cita-bench";

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

/**
 * The bench's own connections (the seeding, the in-process app it times, the backup) name themselves, so the
 * database's memory after the bench counts only what a salon runs: the server and the app process's backends.
 */
function asBench(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set("application_name", BENCH_APPLICATION_NAME);
  return url.toString();
}

/**
 * The app as a salon runs it, in its own process on the three-year database: the admin pages in Chromium,
 * then every admin read once more through it, then its resident memory and the database server's.
 */
async function measureAppProcess(database: Database, databaseUrl: string, cookie: string): Promise<Pick<Figures, "pages" | "appRssBytes" | "database">> {
  const app = await startAppProcess({ databaseUrl, sessionSecret: SESSION_SECRET, now: new Date(NOW) });
  try {
    const pages = await measureAdminPages(app.url, cookie).catch((error: Error) => error);
    for (const [, url] of READS) {
      const res = await fetch(`${app.url}${url}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${url} from the app process: ${res.status}`);
      await res.arrayBuffer();
    }
    return { pages, appRssBytes: await residentBytes(app.pid), database: await databaseServerBytes(database.pool, BENCH_APPLICATION_NAME) };
  } finally {
    await app.stop();
  }
}

async function measure(database: Database, label: string, databaseUrl: string): Promise<Figures & { seconds: number }> {
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
    config: { staticDir, publicUrl: "http://cita.bench", publicWriteRateLimit: { windowMs: 60_000, limit: 100_000 }, session: { ...DEFAULT_SESSION_LIMITS, secrets: [SESSION_SECRET], secureCookies: false } },
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
  await feed.close();
  if (!built) await fs.rm(staticDir, { recursive: true, force: true });
  const figures: Figures = { p95, bytes, poll304: { status: poll.status, bytes: Buffer.byteLength(poll.text ?? "") } };
  if (label === "three years") Object.assign(figures, await measureAppProcess(database, databaseUrl, cookie));
  return { ...figures, seconds };
}

const mark = (ok: boolean) => (ok ? "met" : "MISSED");
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

/** Every target of the bench, each with its figure; the run exits 1 when any is missed. */
const targets: Array<{ target: string; figure: string; met: boolean }> = [];
function check(target: string, figure: string, met: boolean): boolean {
  targets.push({ target, figure, met });
  return met;
}

async function main() {
  const server = await serverFor(process.env.DATABASE_URL);
  const admin = await openDatabase({ databaseUrl: asBench(server.url), poolSize: 1 });
  const names = { demo: `cita_bench_demo_${process.pid}`, history: `cita_bench_history_${process.pid}`, restored: `cita_bench_restored_${process.pid}` };
  try {
    for (const name of Object.values(names)) await admin.pool.query(`CREATE DATABASE ${name}`);
    const demoDb = await openDatabase({ databaseUrl: asBench(onDatabase(server.url, names.demo)) });
    const demo = await measure(demoDb, "demo", onDatabase(server.url, names.demo));
    await demoDb.close();
    const historyDb = await openDatabase({ databaseUrl: asBench(onDatabase(server.url, names.history)) });
    const history = await measure(historyDb, "three years", onDatabase(server.url, names.history));

    const backupFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "cita-bench-backup-")), "history.cita-backup");
    let began = performance.now();
    await writeBackup(historyDb.pool, backupFile);
    const backupSeconds = (performance.now() - began) / 1000;
    const backupBytes = (await fs.stat(backupFile)).size;
    await historyDb.close();
    const restoredDb = await openDatabase({ databaseUrl: asBench(onDatabase(server.url, names.restored)) });
    began = performance.now();
    await restoreBackup(restoredDb.pool, backupFile);
    const restoreSeconds = (performance.now() - began) / 1000;
    await restoredDb.close();
    await fs.rm(path.dirname(backupFile), { recursive: true, force: true });

    const load = os.loadavg().map((value) => value.toFixed(1)).join(", ");
    console.log(`\nSeeded: demo (1/41 of three years) in ${demo.seconds.toFixed(1)} s, three years in ${history.seconds.toFixed(1)} s (incl. VACUUM ANALYZE)`);
    console.log(`Load average at the end (1, 5, 15 min) on ${os.cpus().length} cores: ${load}\n`);
    console.log("| Read | demo p95 ms | 3 years p95 ms | 3 years bytes | ≤ 50 ms | ≤ 2× demo | ≤ 200 kB |");
    console.log("|---|---|---|---|---|---|---|");
    for (const [name] of READS) {
      const [d, h, size] = [demo.p95.get(name)!, history.p95.get(name)!, history.bytes.get(name)!];
      // Under a millisecond's noise, twice a tiny figure is no target: 2 ms is the floor of "twice demo".
      const fast = check(`${name}: p95 ≤ 50 ms on three years`, `${h.toFixed(1)} ms`, h <= 50);
      const flat = check(`${name}: p95 ≤ 2× demo`, `${h.toFixed(1)} ms vs ${d.toFixed(1)} ms`, h <= Math.max(2 * d, 2));
      const small = check(`${name}: ≤ 200 kB`, `${size} bytes`, size <= 200_000);
      console.log(`| ${name} | ${d.toFixed(1)} | ${h.toFixed(1)} | ${size} | ${mark(fast)} | ${mark(flat)} | ${mark(small)} |`);
    }
    const poll = history.poll304;
    check("unchanged appointments poll: 304 with 0 body bytes", `${poll.status}, ${poll.bytes} bytes`, poll.status === 304 && poll.bytes === 0);
    console.log(`\nBackup of three years: ${backupSeconds.toFixed(1)} s, ${(backupBytes / 1e6).toFixed(1)} MB; restore: ${restoreSeconds.toFixed(1)} s (printed, no target)`);

    if (history.pages instanceof Error || !history.pages) {
      check("admin pages in Chromium measured", history.pages instanceof Error ? history.pages.message : "not run", false);
    } else {
      for (const page of history.pages) {
        check(`${page.path}: first rows ≤ 1 s after navigation`, `${page.firstRowsMs} ms`, page.firstRowsMs <= ADMIN_PAGE_TARGETS.firstRowsMs);
        check(`${page.path}: ≤ 5,000 DOM nodes`, `${page.domNodes}`, page.domNodes <= ADMIN_PAGE_TARGETS.domNodes);
        check(`${page.path}: JS heap ≤ 50 MB`, `${(page.jsHeapBytes / 1024 / 1024).toFixed(1)} MiB`, page.jsHeapBytes <= ADMIN_PAGE_TARGETS.jsHeapBytes);
      }
    }
    const appRss = history.appRssBytes ?? null;
    const databaseMemory = history.database ?? null;
    console.log(
      `App process RSS after the bench: ${appRss === null ? "not measured" : mb(appRss)}; PostgreSQL server: ` +
        (databaseMemory === null ? "not measured (not on this machine, or its processes unreadable)" : `${mb(databaseMemory.bytes)} PSS over ${databaseMemory.processes} processes (the bench's own connections left out)`),
    );
    check(
      "app + database memory after the bench ≤ 250 MB",
      appRss === null || databaseMemory === null ? "not measured" : `${mb(appRss)} + ${mb(databaseMemory.bytes)} = ${mb(appRss + databaseMemory.bytes)}`,
      appRss !== null && databaseMemory !== null && appRss + databaseMemory.bytes <= MEMORY_TARGET_BYTES,
    );
    console.log(`Bench process (the generator, the timed app, the test client) RSS after: ${mb(process.memoryUsage().rss)} (printed, no target)\n`);

    console.log("Targets:");
    for (const { target, figure, met } of targets) console.log(`  ${met ? "met   " : "MISSED"} ${target} (${figure})`);
    const missed = targets.filter((target) => !target.met).length;
    console.log(missed === 0 ? `\nEvery target met (${targets.length}).` : `\n${missed} of ${targets.length} targets missed.`);
    process.exitCode = missed === 0 ? 0 : 1;
  } finally {
    for (const name of Object.values(names)) await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
    await server.stop();
  }
}

await main();
