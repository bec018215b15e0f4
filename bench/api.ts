/**
 * `npm run bench [-- --postgres]`: starts the real server on a fresh database with the demo data and
 * measures, with autocannon, the public API next to two ceilings of the same server:
 *  - GET /healthz, a trivial JSON route: what Express and Node give at best (the framework ceiling);
 *  - GET /api/_bench/select-1, one `SELECT 1` through the app's pool (the database ceiling), a route
 *    the server adds only when CITA_BENCH=1.
 * Each route's throughput is printed as a ratio of both, with its p99 latency and the server's peak RSS
 * (VmHWM of the serving process; the first start, which creates the database, is reported apart).
 *
 * Runs on the embedded database (skip it with --no-embedded); also on PostgreSQL when BENCH_DATABASE_URL
 * names a server (a database `cita_bench_<random>` is created on it and dropped) or with --postgres,
 * which starts a throwaway PostgreSQL 15 cluster (scripts/throwaway-postgres.sh). BENCH_SECONDS sets each
 * read's length. BENCH_ONLY picks scenario groups (comma-separated: reads, board, book, contested,
 * mixed); the two ceilings always run, the targets of groups left out are not judged.
 *
 * After each table the issue's targets are printed as ratios of this one run, each with pass or FAIL:
 * every public read ≥ 0.5× /healthz, the live board ≥ 0.3× /healthz, booking ≥ 0.3× SELECT 1, and
 * GET /api/services' p99 while 10 connections book ≤ 2× its p99 alone.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import pg from "pg";
import { bookableDates, SLOT_TIMES } from "@shared/time";
import { startAppProcess } from "../scripts/app-process";

const root = path.resolve(import.meta.dirname, "..");
const READ_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const GROUPS = ["reads", "board", "book", "contested", "mixed"] as const;
type Group = (typeof GROUPS)[number];

function selectedGroups(): Set<Group> {
  const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim()).filter(Boolean);
  if (!only?.length) return new Set(GROUPS);
  const unknown = only.filter((name) => !GROUPS.includes(name as Group));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown group ${unknown.join(", ")} (known: ${GROUPS.join(", ")})`);
  return new Set(only as Group[]);
}
const groups = selectedGroups();

interface Run {
  result: Result;
  /** Seconds from the first request to the last response. */
  seconds: number;
}

/**
 * autocannon notices the end of a fixed-count run only on its next 1-second tick, so its own duration
 * rounds every short write run up to whole seconds; the wall time is taken from the last response instead.
 */
function run(options: autocannon.Options): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let lastResponse = started;
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ result, seconds: options.amount ? (lastResponse - started) / 1000 : result.duration }),
    );
    instance.on("response", () => {
      lastResponse = performance.now();
    });
  });
}

type Key = "healthz" | "select1" | "services" | "staffAvailability" | "occupied" | "board" | "book" | "contested" | "servicesWhileBooking" | "bookingUnderReads";

interface Measured extends Run {
  key: Key;
  scenario: string;
  /** Reads are compared with the ceilings; the writes' ratio would mix in 409s and lock waits. */
  compare: boolean;
}

function bookingBody(date: string, time: string, index: number): string {
  return JSON.stringify({
    services: [{ serviceId: "cejas", optionIds: ["brow-design"] }],
    appointmentDate: date,
    appointmentTime: time,
    customerName: `Bench Customer ${index}`,
    customerEmail: `bench${index}@example.com`,
    customerPhone: "+1 619 555 0100",
  });
}

async function measure(baseUrl: string): Promise<Measured[]> {
  const measured: Measured[] = [];
  const dates = bookableDates(new Date());
  const date = dates.at(-1)!;
  const read = async (key: Key, scenario: string, route: string) => {
    measured.push({ key, scenario, ...(await run({ url: `${baseUrl}${route}`, connections: CONNECTIONS, duration: READ_SECONDS })), compare: true });
  };

  await read("healthz", "GET /healthz (framework ceiling)", "/healthz");
  await read("select1", "GET /api/_bench/select-1 (database ceiling)", "/api/_bench/select-1");
  if (groups.has("reads") || groups.has("mixed")) await read("services", "GET /api/services", "/api/services");
  if (groups.has("reads")) {
    await read("staffAvailability", "GET /api/staff-availability/:date", `/api/staff-availability/${date}`);
    await read("occupied", "GET /api/appointments/availability/:date", `/api/appointments/availability/${date}`);
  }
  if (groups.has("board")) await read("board", "GET /api/live-board", "/api/live-board");

  const staffCount = ((await (await fetch(`${baseUrl}/api/staff-for-service/cejas`)).json()) as unknown[]).length;
  const post = { url: `${baseUrl}/api/appointments/public`, method: "POST" as const, headers: { "content-type": "application/json" }, connections: CONNECTIONS };

  // Every (date, time) place on the other days, once per qualified member: each a new 30-minute booking
  // or, past closing and on the break, a 409 after the same locked check.
  const targets = dates
    .filter((day) => day !== date)
    .flatMap((day) => SLOT_TIMES.flatMap((time) => Array.from({ length: staffCount }, () => [day, time] as const)));
  let next = 0;
  const cycling = [
    {
      setupRequest: (request: autocannon.Request) => {
        const index = next++ % targets.length;
        const [day, time] = targets[index];
        return { ...request, body: bookingBody(day, time, index + 1) };
      },
    },
  ];
  if (groups.has("book")) {
    const spread = await run({ ...post, amount: targets.length, requests: cycling });
    measured.push({ key: "book", scenario: `POST /api/appointments/public (${targets.length} slot places)`, ...spread, compare: false });
  }

  if (groups.has("contested")) {
    // One slot wanted by 200 requests at once: exactly staffCount win, every other one waits its turn on the date lock.
    const contested = await run({ ...post, amount: 200, body: bookingBody(date, "09:00", 0) });
    measured.push({ key: "contested", scenario: `POST one slot, ${staffCount} staff, 200 requests`, ...contested, compare: false });
  }

  if (groups.has("mixed")) {
    // The catalogue read while 10 other connections book the same places over and over (once they are
    // taken, each is a 409 after the same locked check).
    const [services, booking] = await Promise.all([
      run({ url: `${baseUrl}/api/services`, connections: CONNECTIONS, duration: READ_SECONDS }),
      run({ ...post, duration: READ_SECONDS, requests: cycling }),
    ]);
    measured.push({ key: "servicesWhileBooking", scenario: "GET /api/services while 10 connections book", ...services, compare: true });
    measured.push({ key: "bookingUnderReads", scenario: "POST /api/appointments/public meanwhile", ...booking, compare: false });
  }
  return measured;
}

const rate = ({ result, seconds }: Run) => result.requests.total / seconds;

function table(measured: Measured[]): string {
  const framework = rate(measured[0]);
  const database = rate(measured[1]);
  const ratio = (value: number, ceiling: number) => (value / ceiling).toFixed(2);
  const lines = [
    "| scenario | req/s | p50 ms | p99 ms | ÷ /healthz | ÷ SELECT 1 | 2xx | other |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const row of measured) {
    const { scenario, result, compare } = row;
    lines.push(
      `| ${scenario} | ${Math.round(rate(row))} | ${result.latency.p50} | ${result.latency.p99} | ` +
        `${compare ? ratio(rate(row), framework) : "–"} | ${compare ? ratio(rate(row), database) : "–"} | ` +
        `${result["2xx"]} | ${result.non2xx + result.errors} |`,
    );
  }
  return lines.join("\n");
}

interface Target {
  name: string;
  value: number;
  /** The ratio passes at or above `min`, or at or below `max`. */
  min?: number;
  max?: number;
}

/** The issue's targets, as ratios measured in this run; a target whose scenarios did not run is left out. */
function targets(measured: Measured[]): Target[] {
  const byKey = new Map(measured.map((row) => [row.key, row]));
  const healthz = rate(byKey.get("healthz")!);
  const select1 = rate(byKey.get("select1")!);
  const found: Target[] = [];
  for (const key of ["services", "staffAvailability", "occupied"] as const) {
    const row = byKey.get(key);
    if (row && groups.has("reads")) found.push({ name: `${row.scenario} ÷ /healthz`, value: rate(row) / healthz, min: 0.5 });
  }
  const board = byKey.get("board");
  if (board) found.push({ name: "GET /api/live-board ÷ /healthz", value: rate(board) / healthz, min: 0.3 });
  const book = byKey.get("book");
  if (book) found.push({ name: "POST /api/appointments/public ÷ SELECT 1", value: rate(book) / select1, min: 0.3 });
  const alone = byKey.get("services");
  const busy = byKey.get("servicesWhileBooking");
  if (alone && busy) {
    found.push({ name: "GET /api/services p99 while 10 connections book ÷ p99 alone", value: busy.result.latency.p99 / Math.max(1, alone.result.latency.p99), max: 2 });
  }
  return found;
}

function verdicts(found: Target[]): string {
  return found
    .map(({ name, value, min, max }) => {
      const pass = (min === undefined || value >= min) && (max === undefined || value <= max);
      return `${pass ? "pass" : "FAIL"}  ${name}: ${value.toFixed(2)} (target ${min !== undefined ? `≥ ${min}` : `≤ ${max}`})`;
    })
    .join("\n");
}

const mb = (kb: number | undefined) => `${((kb ?? 0) / 1024).toFixed(0)} MB`;

/**
 * One backend: a first start creates and seeds the database and is stopped; a second start on the same
 * data is measured, so its peak RSS is the serving process's, not the embedded engine's one-off initdb.
 */
async function bench(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-bench-"));
  try {
    const first = await startAppProcess({ dataDir, databaseUrl });
    const firstPeak = first.peakRssKb();
    await first.stop();
    const app = await startAppProcess({ dataDir, databaseUrl, env: { CITA_BENCH: "1" } });
    try {
      const measured = await measure(app.url);
      console.log(`\n### ${label}\n\n${table(measured)}\n`);
      console.log(`Targets (ratios of this run):\n${verdicts(targets(measured))}\n`);
      console.log(`Server peak RSS (VmHWM) through the run: ${mb(app.peakRssKb())}; first start on an empty database: ${mb(firstPeak)}`);
      const booked = measured.find((row) => row.key === "book")?.result;
      const contested = measured.find((row) => row.key === "contested")?.result;
      if (booked) console.log(`Bookings: ${booked["2xx"]} booked over the free places (the rest 409: breaks, closing time).`);
      if (contested) console.log(`Contested slot: ${contested["2xx"]} booked.`);
    } finally {
      await app.stop();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** A throwaway PostgreSQL 15 cluster that lives as long as this process keeps the helper's stdin open. */
async function startThrowawayPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const helper = spawn(
    "bash",
    ["-c", 'source scripts/throwaway-postgres.sh && start_throwaway_postgres >&2 && echo "$THROWAWAY_DATABASE_URL" && read -r _'],
    { cwd: root, stdio: ["pipe", "pipe", "inherit"] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    helper.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("\n")) resolve(output.trim());
    });
    helper.once("exit", (code) => reject(new Error(`throwaway PostgreSQL did not start (exit ${code})`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        helper.once("exit", () => resolve());
        helper.stdin!.end();
      }),
  };
}

async function withBenchDatabase(serverUrl: string, body: (url: string) => Promise<void>): Promise<void> {
  const name = `cita_bench_${crypto.randomBytes(4).toString("hex")}`;
  const adminUrl = new URL(serverUrl);
  const admin = new pg.Pool({ connectionString: adminUrl.toString(), max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    adminUrl.pathname = `/${name}`;
    await body(adminUrl.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  console.log(`autocannon, ${CONNECTIONS} connections, ${READ_SECONDS} s per read; ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`);
  if (!process.argv.includes("--no-embedded")) await bench("Embedded database", undefined);

  const throwaway = !process.env.BENCH_DATABASE_URL && process.argv.includes("--postgres") ? await startThrowawayPostgres() : undefined;
  const serverUrl = process.env.BENCH_DATABASE_URL ?? throwaway?.url;
  try {
    if (serverUrl) await withBenchDatabase(serverUrl, (url) => bench("PostgreSQL", url));
  } finally {
    await throwaway?.stop();
  }
}

await main();
