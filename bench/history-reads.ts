/**
 * The admin reads the history bench times, and the app (in the bench's own process, on one generated data
 * set) it times them through. The demo data and the three years are timed side by side, one call on each in
 * turn, so a machine that slows down for a moment slows both figures alike and "twice the demo" compares
 * like with like.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { createApp } from "../server/app";
import { hashPassword } from "../server/auth/passwords";
import { DEFAULT_SESSION_LIMITS } from "../server/auth/session";
import type { Database } from "../server/infra/db/database";
import { startChangeFeed } from "../server/infra/db/change-feed";
import { runMigrations } from "../server/infra/db/migrate";
import { APP_SHELL_FILE, BOOKING_PAGE_FILE } from "../server/infra/http/static";
import { createLogger } from "../server/infra/logger";
import { WEB_APP_FOLDER } from "../server/infra/paths";
import { seedHistory } from "../server/seed/history";
import { users } from "../shared/schema";
import { salonDateTimeToInstant } from "../shared/time";

export const NOW = salonDateTimeToInstant("2026-11-23", "10:00");
export const SESSION_SECRET = "bench";
/** Calls of each read on each data set; p95 is the 38th slowest of 40. */
const CALLS = 40;
/** About three weeks of the busy salon: what the demo looked like when the admin pages were written. */
const DEMO_SCALE = 1 / 41;

/** The three months both searches look in. */
const SEARCH_FROM = "2026-09-01";
const SEARCH_TO = "2026-11-30";
const SEARCH_RANGE = `from=${SEARCH_FROM}&to=${SEARCH_TO}`;
/**
 * A surname hundreds of clients share: three months hold 2 of its visits on the demo data and a full page
 * (50 of 123) on three years, so its answer grows with the client base, not with the history kept; it is
 * held to 50 ms and 200 kB, and "twice the demo" is checked on the search for one client instead.
 */
export const COMMON_SURNAME_SEARCH = "appointments, search for a common surname";
const READS: Array<[string, string]> = [
  ["appointments (default window)", "/api/admin/appointments"],
  ["appointments, active, soonest first", "/api/admin/appointments?status=active&order=asc"],
  ["appointments, a past month", "/api/admin/appointments?from=2026-09-01&to=2026-09-30"],
  [COMMON_SURNAME_SEARCH, `/api/admin/appointments?${SEARCH_RANGE}&q=garcia`],
  ["clients (newest)", "/api/admin/clients"],
  ["clients by name", "/api/admin/clients?sort=name"],
  ["clients by visits", "/api/admin/clients?sort=visits"],
  ["clients, search", "/api/admin/clients?q=nunez"],
  ["users (superadmin)", "/api/superadmin/users"],
  ["staff performance", "/api/admin/staff-performance"],
  ["dashboard stats", "/api/admin/stats"],
  ["campaigns (2 drafts)", "/api/admin/campaigns"],
];

/**
 * Every read, with the search the front desk makes most: one client by her name, the client with the most
 * visits in the search's three months (a different woman in each data set, the same kind of search).
 */
async function readsOf(database: Database): Promise<Array<[string, string]>> {
  const { rows } = await database.pool.query<{ name: string }>(
    `SELECT u.first_name || ' ' || u.last_name AS name FROM appointments a JOIN users u ON u.id = a.user_id
     WHERE a.appointment_date BETWEEN $1 AND $2 GROUP BY u.id ORDER BY count(*) DESC, u.id LIMIT 1`,
    [SEARCH_FROM, SEARCH_TO],
  );
  const oneClient: [string, string] = ["appointments, search for one client", `/api/admin/appointments?${SEARCH_RANGE}&q=${encodeURIComponent(rows[0].name)}`];
  const at = READS.findIndex(([name]) => name === COMMON_SURNAME_SEARCH);
  return [...READS.slice(0, at), oneClient, ...READS.slice(at)];
}

/** One data set, seeded, with the app signed in as a superadmin. */
export interface TimedApp {
  database: Database;
  agent: ReturnType<typeof request.agent>;
  cookie: string;
  reads: Array<[string, string]>;
  /** Seeding and VACUUM ANALYZE. */
  seedSeconds: number;
  close(): Promise<void>;
}

export async function startTimedApp(database: Database, scale: "demo" | "three years"): Promise<TimedApp> {
  const started = performance.now();
  await runMigrations(database.pool);
  await seedHistory(database.db, { seed: 31, scale: scale === "demo" ? DEMO_SCALE : 1, now: NOW });
  await database.pool.query("VACUUM ANALYZE");
  const seedSeconds = (performance.now() - started) / 1000;
  // The built pages (`npm run build`) when there are; else stand-ins (only the API is timed here).
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
  const close = async () => {
    await feed.close();
    if (!built) await fs.rm(staticDir, { recursive: true, force: true });
  };
  return { database, agent, cookie, reads: await readsOf(database), seedSeconds, close };
}

export interface ReadFigures {
  p50: Map<string, number>;
  p95: Map<string, number>;
  bytes: Map<string, number>;
  /** Rows in each read's answer (a list's page), to tell a bigger answer from a slower read. */
  answerRows: Map<string, number>;
}

/** Every read CALLS times on each app, one call on each in turn; each read's p50, p95, size and rows per app. */
export async function timeReads(apps: TimedApp[]): Promise<ReadFigures[]> {
  const figures = apps.map((): ReadFigures => ({ p50: new Map(), p95: new Map(), bytes: new Map(), answerRows: new Map() }));
  for (const [index, [name]] of apps[0].reads.entries()) {
    const times = apps.map((): number[] => []);
    for (let call = 0; call < CALLS; call += 1) {
      for (const [at, app] of apps.entries()) {
        const url = app.reads[index][1];
        const began = performance.now();
        const res = await app.agent.get(url).set("Accept-Encoding", "identity");
        times[at].push(performance.now() - began);
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.text}`);
        figures[at].bytes.set(name, Buffer.byteLength(res.text));
        if (Array.isArray(res.body)) figures[at].answerRows.set(name, res.body.length);
      }
    }
    for (const [at, list] of times.entries()) {
      list.sort((a, b) => a - b);
      figures[at].p50.set(name, list[Math.ceil(list.length * 0.5) - 1]);
      figures[at].p95.set(name, list[Math.ceil(list.length * 0.95) - 1]);
    }
  }
  return figures;
}

/** The appointments list asked again with the version it answered: its status and body size. */
export async function unchangedPoll(app: TimedApp): Promise<{ status: number; bytes: number }> {
  const first = await app.agent.get("/api/admin/appointments").set("Accept-Encoding", "identity");
  const poll = await app.agent.get("/api/admin/appointments").set("If-None-Match", first.headers.etag).set("Accept-Encoding", "identity");
  return { status: poll.status, bytes: Buffer.byteLength(poll.text ?? "") };
}
