/**
 * `npm run bench [-- --postgres]`: starts the built server as `npm start` runs it (built first if its
 * sources changed) on a fresh database with the demo data and measures, with autocannon, the public API
 * next to two ceilings of the same server:
 *  - GET /healthz, a trivial JSON route: what Express and Node give at best (the framework ceiling);
 *  - GET /api/_bench/select-1, one `SELECT 1` through the app's pool (the database ceiling), a route
 *    the server adds only when CITA_BENCH=1.
 * Each route's throughput is printed as a ratio of both, with its p99 latency and the server's peak RSS
 * (VmHWM of the serving process; the first start, which creates the database, is reported apart). The
 * machine is shared and its load drifts, so a read runs in 1-second slices, each next to a slice of both
 * ceilings, and is compared with the ceilings measured in those slices.
 *
 * Runs on the embedded database (skip it with --no-embedded); also on PostgreSQL when BENCH_DATABASE_URL
 * names a server (a database `cita_bench_<random>` is created on it and dropped) or with --postgres,
 * which starts a throwaway PostgreSQL 15 cluster (scripts/throwaway-postgres.sh). BENCH_SECONDS sets each
 * read's length; BENCH_BOOK_ROUNDS how many times the bookings are made (their rows are deleted between
 * rounds, so each round books the same free places). BENCH_ONLY picks scenario groups (comma-separated:
 * reads, board, book, contested, mixed); the targets of groups left out are not judged.
 *
 * After each table the targets are printed as ratios of this one run, each with pass or FAIL: every
 * public read ≥ 0.5× /healthz, the live board ≥ 0.3× /healthz, and GET /api/services' p99 while 10
 * connections book ≤ 2× its p99 alone. The booking's rate is printed with its ratio to SELECT 1, with
 * no target.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { bookableDates, SLOT_TIMES } from "@shared/time";
import { BENCH_CLOCK_START, buildAsNpmStartDoes, startBenchServer } from "./bench-server";
import {
  bookingBody,
  bookingPlaces,
  bookingRequest,
  cyclingBookings,
  deleteBenchBookings,
  emptySample,
  merge,
  percentile,
  qualifiedStaffCount,
  rate,
  run,
  type Sample,
  warmUpBookings,
} from "./load";

const root = path.resolve(import.meta.dirname, "..");
const READ_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** One round books every free place in about a tenth of a second once the server is warm: too short alone for a steady rate. */
const BOOK_ROUNDS = Number(process.env.BENCH_BOOK_ROUNDS ?? 10);
if (!Number.isInteger(BOOK_ROUNDS) || BOOK_ROUNDS < 1) throw new Error(`BENCH_BOOK_ROUNDS must be a whole number of at least 1, not ${process.env.BENCH_BOOK_ROUNDS}`);
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

type Key = "services" | "staffAvailability" | "occupied" | "board" | "book" | "contested" | "servicesAlone" | "servicesWhileBooking" | "bookingUnderReads";

interface Measured {
  key: Key;
  scenario: string;
  sample: Sample;
  /** The two ceilings measured in the same slices of time as this scenario, for its ratios. */
  ceilings?: { healthz: Sample; select1: Sample };
}

/** A ratio is only fair between figures taken at the same time: compared scenarios run in slices this long. */
const SLICE_SECONDS = 1;

/** `pool`: a connection to the server's database, to delete each round's bookings so the next finds the same free places. */
async function measure(baseUrl: string, pool: pg.Pool): Promise<Measured[]> {
  const measured: Measured[] = [];
  const dates = bookableDates(BENCH_CLOCK_START);
  const date = dates.at(-1)!;
  const slice = (route: string) => run({ url: `${baseUrl}${route}`, connections: CONNECTIONS, duration: SLICE_SECONDS });
  const read = async (key: Key, scenario: string, route: string) => {
    const sample = emptySample();
    const ceilings = { healthz: emptySample(), select1: emptySample() };
    for (let round = 0; round < READ_SECONDS / SLICE_SECONDS; round += 1) {
      merge(ceilings.healthz, await slice("/healthz"));
      merge(ceilings.select1, await slice("/api/_bench/select-1"));
      merge(sample, await slice(route));
    }
    measured.push({ key, scenario, sample, ceilings });
  };

  if (groups.has("reads")) {
    await read("services", "GET /api/services", "/api/services");
    await read("staffAvailability", "GET /api/staff-availability/:date", `/api/staff-availability/${date}`);
    await read("occupied", "GET /api/appointments/availability/:date", `/api/appointments/availability/${date}`);
  }
  if (groups.has("board")) await read("board", "GET /api/live-board", "/api/live-board");

  const staffCount = await qualifiedStaffCount(baseUrl);
  const post = { ...bookingRequest(baseUrl), connections: CONNECTIONS };

  const otherDays = dates.filter((day) => day !== date);
  const targets = bookingPlaces(otherDays, staffCount);
  const cycling = cyclingBookings(targets);
  // Every pool connection is opened and the server's code optimised first: a round of bookings on the
  // reads' date (none at 09:00, the contested slot), then the booking rounds below, unmeasured, until the
  // server has made BOOKING_WARM_UP_REQUESTS, so the figures below are the steady state a salon's day runs in.
  if (groups.has("book") || groups.has("mixed")) {
    const warmUpTimes = SLOT_TIMES.filter((time) => time !== "09:00");
    let warmUp = 0;
    await run({
      ...post,
      amount: warmUpTimes.length,
      requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: bookingBody(date, warmUpTimes[warmUp++ % warmUpTimes.length], 10_000 + warmUp) }) }],
    });
    await warmUpBookings(baseUrl, pool, targets, CONNECTIONS);
  }
  if (groups.has("book")) {
    // Each place is booked once a round, so a round cannot be cut into slices: the ceilings are taken
    // before each round and after the last. The places stay taken after the last round, for the
    // scenarios below.
    const ceilings = { healthz: emptySample(), select1: emptySample() };
    const sample = emptySample();
    for (let round = 0; round < BOOK_ROUNDS; round += 1) {
      if (round > 0) await deleteBenchBookings(pool, otherDays);
      merge(ceilings.healthz, await slice("/healthz"));
      merge(ceilings.select1, await slice("/api/_bench/select-1"));
      merge(sample, await run({ ...post, amount: targets.length, requests: cycling }));
    }
    merge(ceilings.select1, await slice("/api/_bench/select-1"));
    merge(ceilings.healthz, await slice("/healthz"));
    measured.push({ key: "book", scenario: `POST /api/appointments/public (${BOOK_ROUNDS} × ${targets.length} slot places)`, sample, ceilings });
  }

  if (groups.has("contested")) {
    // One slot wanted by 200 different customers at once: exactly staffCount win, every other one waits its
    // turn on the date lock and gets a 409. (One customer sending the same booking 200 times would get
    // their first booking back each time instead.)
    let contender = 0;
    const sample = await run({
      ...post,
      amount: 200,
      requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: bookingBody(date, "09:00", 20_000 + contender++) }) }],
    });
    measured.push({ key: "contested", scenario: `POST one slot, ${staffCount} staff, 200 requests`, sample });
  }

  if (groups.has("mixed")) {
    // The catalogue read alone, then while 10 other connections book the same places over and over (once
    // they are taken, each is a 409 after the same locked check), slice by slice.
    const alone = emptySample();
    const busy = emptySample();
    const booking = emptySample();
    for (let round = 0; round < READ_SECONDS / SLICE_SECONDS; round += 1) {
      merge(alone, await slice("/api/services"));
      const [services, bookings] = await Promise.all([slice("/api/services"), run({ ...post, duration: SLICE_SECONDS, requests: cycling })]);
      merge(busy, services);
      merge(booking, bookings);
    }
    measured.push({ key: "servicesAlone", scenario: "GET /api/services alone (next to the row below)", sample: alone });
    measured.push({ key: "servicesWhileBooking", scenario: "GET /api/services while 10 connections book", sample: busy });
    measured.push({ key: "bookingUnderReads", scenario: "POST /api/appointments/public meanwhile", sample: booking });
  }
  return measured;
}

function table(measured: Measured[]): string {
  const ratio = (value: number, ceiling: Sample | undefined) => (ceiling ? (value / rate(ceiling)).toFixed(2) : "–");
  const lines = [
    "| scenario | req/s | p50 ms | p99 ms | /healthz req/s | SELECT 1 req/s | ÷ /healthz | ÷ SELECT 1 | 2xx | other |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const { scenario, sample, ceilings } of measured) {
    lines.push(
      `| ${scenario} | ${Math.round(rate(sample))} | ${percentile(sample, 0.5)} | ${percentile(sample, 0.99)} | ` +
        `${ceilings ? Math.round(rate(ceilings.healthz)) : "–"} | ${ceilings ? Math.round(rate(ceilings.select1)) : "–"} | ` +
        `${ratio(rate(sample), ceilings?.healthz)} | ${ratio(rate(sample), ceilings?.select1)} | ${sample.ok} | ${sample.other} |`,
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

/** The targets, as ratios measured in this run; a target whose scenarios did not run is left out. */
function targets(measured: Measured[]): Target[] {
  const byKey = new Map(measured.map((row) => [row.key, row]));
  const found: Target[] = [];
  const versus = (key: Key, ceiling: "healthz" | "select1", min: number) => {
    const row = byKey.get(key);
    if (!row?.ceilings) return;
    const name = `${row.scenario.replace(/ \(.*\)$/, "")} ÷ ${ceiling === "healthz" ? "/healthz" : "SELECT 1"}`;
    found.push({ name, value: rate(row.sample) / rate(row.ceilings[ceiling]), min });
  };
  versus("services", "healthz", 0.5);
  versus("staffAvailability", "healthz", 0.5);
  versus("occupied", "healthz", 0.5);
  versus("board", "healthz", 0.3);
  const alone = byKey.get("servicesAlone");
  const busy = byKey.get("servicesWhileBooking");
  if (alone && busy) {
    const value = percentile(busy.sample, 0.99) / Math.max(1, percentile(alone.sample, 0.99));
    found.push({ name: "GET /api/services p99 while 10 connections book ÷ p99 alone", value, max: 2 });
  }
  return found;
}

/** One line per target, pass or FAIL; a missed target makes the run's exit code 1. */
function verdicts(found: Target[]): string {
  return found
    .map(({ name, value, min, max }) => {
      const pass = (min === undefined || value >= min) && (max === undefined || value <= max);
      if (!pass) process.exitCode = 1;
      return `${pass ? "pass" : "FAIL"}  ${name}: ${value.toFixed(2)} (target ${min !== undefined ? `≥ ${min}` : `≤ ${max}`})`;
    })
    .join("\n");
}

const mb = (kb: number | undefined) => `${((kb ?? 0) / 1024).toFixed(0)} MB`;

/** One backend, on a server started afresh for it (see startBenchServer). */
async function bench(label: string, databaseUrl: string | undefined): Promise<void> {
  const server = await startBenchServer({ databaseUrl });
  try {
    const measured = await measure(server.app.url, server.pool);
    console.log(`\n### ${label}\n\n${table(measured)}\n`);
    console.log(`Targets (ratios of this run):\n${verdicts(targets(measured))}\n`);
    console.log(`Server peak RSS (VmHWM) through the run: ${mb(server.app.peakRssKb())}; first start on an empty database: ${mb(server.firstStartPeakKb)}`);
    const booked = measured.find((row) => row.key === "book")?.sample;
    const contested = measured.find((row) => row.key === "contested")?.sample;
    if (booked) console.log(`Bookings: ${booked.ok} booked over ${BOOK_ROUNDS} rounds of the free places (the rest 409: breaks, closing time).`);
    if (contested) console.log(`Contested slot: ${contested.ok} of 200 customers booked (one per qualified staff member expected).`);
  } finally {
    await server.stop();
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
  buildAsNpmStartDoes(root);
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
