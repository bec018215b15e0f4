/**
 * `npm run bench:compare -- <git ref>`: the booking scenario of `npm run bench` on two servers in one run,
 * the server of `<ref>` (checked out in a temporary git worktree that uses this checkout's node_modules,
 * so compare commits with the same dependencies) and the server of this checkout, uncommitted changes
 * included. Each is built as `npm start` builds it and runs on its own fresh embedded database, its
 * clock starting at BENCH_CLOCK_START (a ref whose server cannot is refused, exit code 2), and is
 * warmed up as `npm run bench` warms it (`warmUpBookings`) before anything is measured. They take
 * turns, round by round, so both meet the same machine load: a 1-second slice of `SELECT 1` through the
 * server's pool, then one round that books every free place, whose rows are then deleted. Prints, for
 * each, the booking rate, the `SELECT 1` rate of its slices, their ratio and
 * the serving process's CPU time per booking request. BENCH_COMPARE_ROUNDS sets the number of rounds
 * (default 10).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { bookableDates } from "@shared/time";
import { BENCH_CLOCK_START, buildAsNpmStartDoes, startBenchServer, type BenchServer } from "./bench-server";
import { bookingPlaces, bookingRequest, cyclingBookings, deleteBenchBookings, emptySample, merge, qualifiedStaffCount, rate, run, type Sample, warmUpBookings } from "./load";

const root = path.resolve(import.meta.dirname, "..");
const CONNECTIONS = 10;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const ref = process.argv[2] ?? fail("Usage: npm run bench:compare -- <git ref to compare this checkout with>");
const ROUNDS = Number(process.env.BENCH_COMPARE_ROUNDS ?? 10);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) fail(`BENCH_COMPARE_ROUNDS must be a whole number of at least 1, not ${process.env.BENCH_COMPARE_ROUNDS}`);

/** A reason the two servers cannot be compared that is no fault of this script. */
class CannotCompare extends Error {}

interface Contender {
  label: string;
  server: BenchServer;
  bookings: Sample;
  select1: Sample;
  /** CPU time of the serving process while it booked, in ms. */
  cpuMs: number;
}

/** User plus system CPU time of a process so far, in ms (/proc counts it in ticks of 1/100 s). */
async function cpuMs(pid: number): Promise<number> {
  const fields = (await fs.readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function compare(contenders: Contender[]): Promise<void> {
  const days = bookableDates(BENCH_CLOCK_START).slice(0, -1);
  const places = bookingPlaces(days, await qualifiedStaffCount(contenders[0].server.app.url));
  const bookRound = ({ server }: Contender) =>
    run({ ...bookingRequest(server.app.url), connections: CONNECTIONS, amount: places.length, requests: cyclingBookings(places) });
  // Each server opens its pool's connections and optimises its code first, unmeasured.
  for (const { server } of contenders) await warmUpBookings(server.app.url, server.pool, places, CONNECTIONS);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const contender of round % 2 ? [...contenders].reverse() : contenders) {
      const { app, pool } = contender.server;
      merge(contender.select1, await run({ url: `${app.url}/api/_bench/select-1`, connections: CONNECTIONS, duration: 1 }));
      const before = await cpuMs(app.pid);
      merge(contender.bookings, await bookRound(contender));
      contender.cpuMs += (await cpuMs(app.pid)) - before;
      await deleteBenchBookings(pool, days);
      // The emails of the round are written before the next server's turn.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  console.log(`\n${ROUNDS} rounds of ${places.length} booking requests each, ${CONNECTIONS} connections; ${os.cpus().length} cores\n`);
  console.log("| server | booking req/s | SELECT 1 req/s | booking ÷ SELECT 1 | server CPU ms per booking request |");
  console.log("|---|---:|---:|---:|---:|");
  for (const { label, bookings, select1, cpuMs: spent } of contenders) {
    console.log(
      `| ${label} | ${Math.round(rate(bookings))} | ${Math.round(rate(select1))} | ${(rate(bookings) / rate(select1)).toFixed(2)} | ` +
        `${(spent / bookings.latencies.length).toFixed(2)} |`,
    );
  }
}

let commit: string;
try {
  commit = execFileSync("git", ["rev-parse", "--short", "--verify", `${ref}^{commit}`], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
} catch {
  fail(`"${ref}" is not a commit of this repository`);
}
try {
  execFileSync("git", ["cat-file", "-e", `${commit}:scripts/build-if-needed.mjs`], { cwd: root, stdio: "ignore" });
} catch {
  fail(`${ref} has no scripts/build-if-needed.mjs: it predates the compiled server, so there is nothing to compare it with`);
}
// Without CITA_CLOCK_START the ref's server would drop it and book on the wall clock's days, not this checkout's.
try {
  execFileSync("git", ["grep", "--quiet", "CITA_CLOCK_START", commit, "--", "server"], { cwd: root, stdio: "ignore" });
} catch {
  fail(`${ref}'s server cannot start its clock at the bench's Monday (no CITA_CLOCK_START): it would book other days than this checkout`);
}
// git creates the folder, and removes it with the worktree.
const worktree = path.join(os.tmpdir(), `cita-compare-${commit}-${process.pid}`);
execFileSync("git", ["worktree", "add", "--detach", worktree, commit], { cwd: root, stdio: "ignore" });
const contenders: Contender[] = [];
try {
  await fs.symlink(path.join(root, "node_modules"), path.join(worktree, "node_modules"));
  const checkouts = [
    { label: commit.startsWith(ref) || ref.startsWith(commit) ? commit : `${ref} (${commit})`, checkout: worktree },
    { label: "this checkout", checkout: root },
  ];
  for (const { label, checkout } of checkouts) {
    try {
      buildAsNpmStartDoes(checkout);
    } catch {
      throw new CannotCompare(`${label} could not be built; its build's output is above`);
    }
    contenders.push({ label, server: await startBenchServer({ checkout }), bookings: emptySample(), select1: emptySample(), cpuMs: 0 });
  }
  await compare(contenders);
} catch (error) {
  if (!(error instanceof CannotCompare)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  for (const { server } of contenders) await server.stop();
  execFileSync("git", ["worktree", "remove", "--force", worktree], { cwd: root, stdio: "ignore" });
}
