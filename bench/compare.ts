/**
 * `npm run bench:compare -- <git ref>`: the booking scenario of `npm run bench` on two servers in one run,
 * the server of `<ref>` (built in a temporary worktree) and the server of this checkout (built as it is,
 * uncommitted changes included), each on its own fresh embedded database. They take turns, round by
 * round, so both meet the same machine load: a 1-second slice of `SELECT 1` through the server's pool,
 * then one round that books every free place, whose rows are then deleted. Prints, for each, the booking
 * rate, the `SELECT 1` rate of its slices, their ratio (the target: ≥ 0.3) and the serving
 * process's CPU time per booking request. BENCH_COMPARE_ROUNDS sets the number of rounds (default 10).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { bookableDates } from "@shared/time";
import { startAppProcess, type AppProcess } from "../scripts/app-process";
import { embeddedDatabasePool } from "./embedded-database";
import { bookingPlaces, cyclingBookings, deleteBenchBookings, emptySample, merge, rate, run, type Sample } from "./load";

const root = path.resolve(import.meta.dirname, "..");
const ref = process.argv[2];
if (!ref) throw new Error("Usage: npm run bench:compare -- <git ref to compare this checkout with>");
const ROUNDS = Number(process.env.BENCH_COMPARE_ROUNDS ?? 10);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`BENCH_COMPARE_ROUNDS must be a whole number of at least 1, not ${process.env.BENCH_COMPARE_ROUNDS}`);
const CONNECTIONS = 10;

interface Contender {
  label: string;
  dataDir: string;
  app: AppProcess;
  clear(dates: string[]): Promise<void>;
  close(): Promise<void>;
  bookings: Sample;
  select1: Sample;
  /** CPU time of the serving process while it booked, in ms. */
  cpuMs: number;
}

/** User plus system CPU time of a process so far, in ms. */
async function cpuMs(pid: number): Promise<number> {
  const fields = (await fs.readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function build(checkout: string): Promise<void> {
  execFileSync(process.execPath, [path.join(checkout, "scripts/build-server.mjs")], { cwd: checkout, stdio: "inherit" });
}

/** A first start creates and seeds the database; the second, measured one serves the bench route too. */
async function contender(label: string, checkout: string): Promise<Contender> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-compare-"));
  const first = await startAppProcess({ dataDir, compiled: true, checkout });
  await first.stop();
  const app = await startAppProcess({ dataDir, compiled: true, checkout, env: { CITA_BENCH: "1" } });
  const pool = await embeddedDatabasePool(dataDir);
  return {
    label,
    dataDir,
    app,
    clear: (dates) => deleteBenchBookings(pool, dates),
    async close() {
      await pool.end();
      await app.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
    bookings: emptySample(),
    select1: emptySample(),
    cpuMs: 0,
  };
}

async function compare(contenders: Contender[]): Promise<void> {
  const dates = bookableDates(new Date());
  const days = dates.slice(0, -1);
  const staffCount = ((await (await fetch(`${contenders[0].app.url}/api/staff-for-service/cejas`)).json()) as unknown[]).length;
  const places = bookingPlaces(days, staffCount);
  const bookRound = (contender: Contender) =>
    run({
      url: `${contender.app.url}/api/appointments/public`,
      method: "POST",
      headers: { "content-type": "application/json" },
      connections: CONNECTIONS,
      amount: places.length,
      requests: cyclingBookings(places),
    });
  // Each server prepares its statements and warms its code on a first, unmeasured round.
  for (const contender of contenders) {
    await bookRound(contender);
    await contender.clear(days);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const contender of round % 2 ? [...contenders].reverse() : contenders) {
      merge(contender.select1, await run({ url: `${contender.app.url}/api/_bench/select-1`, connections: CONNECTIONS, duration: 1 }));
      const before = await cpuMs(contender.app.pid);
      merge(contender.bookings, await bookRound(contender));
      contender.cpuMs += (await cpuMs(contender.app.pid)) - before;
      await contender.clear(days);
      // The emails of the round are written before the next server's turn.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  console.log(`\n${ROUNDS} rounds of ${places.length} booking requests each, ${CONNECTIONS} connections; ${os.cpus().length} cores\n`);
  console.log("| server | booking req/s | SELECT 1 req/s | booking ÷ SELECT 1 | server CPU ms per booking request |");
  console.log("|---|---:|---:|---:|---:|");
  for (const { label, bookings, select1, cpuMs: spent } of contenders) {
    const requests = bookings.latencies.length;
    console.log(`| ${label} | ${Math.round(rate(bookings))} | ${Math.round(rate(select1))} | ${(rate(bookings) / rate(select1)).toFixed(2)} | ${(spent / requests).toFixed(2)} |`);
  }
}

const worktree = await fs.mkdtemp(path.join(os.tmpdir(), "cita-compare-ref-"));
const commit = execFileSync("git", ["rev-parse", "--short", ref], { cwd: root, encoding: "utf8" }).trim();
execFileSync("git", ["worktree", "add", "--detach", worktree, commit], { cwd: root, stdio: "ignore" });
const contenders: Contender[] = [];
try {
  await fs.symlink(path.join(root, "node_modules"), path.join(worktree, "node_modules"));
  await build(worktree);
  await build(root);
  contenders.push(await contender(commit.startsWith(ref) ? commit : `${ref} (${commit})`, worktree));
  contenders.push(await contender("this checkout", root));
  await compare(contenders);
} finally {
  for (const contender of contenders) await contender.close();
  execFileSync("git", ["worktree", "remove", "--force", worktree], { cwd: root, stdio: "ignore" });
}
