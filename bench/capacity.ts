/**
 * `npm run bench:capacity` (also the last part of `npm run bench`): the built server (`npm start`'s
 * dist/server/index.js) on the embedded PostgreSQL server, as a salon runs it:
 *  - the first start on an empty DATA_DIR (initdb, migrations, demo data), then a restart on that data,
 *    timed from the process's launch to its first ready answer;
 *  - 1,000 bookings sent at the same moment: no 5xx, no overbooked minute, every 201 stored once;
 *  - memory afterwards: the app's peak RSS (VmHWM, the first start included) plus the proportional set
 *    size (PSS) of every PostgreSQL process of the cluster.
 * Each figure is printed with its target and pass or FAIL; the exit code is 1 when one fails.
 */
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { bookableDates, SLOT_TIMES } from "@shared/time";
import { startAppProcess } from "../scripts/app-process";
import { bookingAttempt, overbookedMinutes, postBooking } from "../server/test/booking-load";
import { embeddedDatabasePool } from "./embedded-database";

const root = path.resolve(import.meta.dirname, "..");
const SIMULTANEOUS_BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1000);
const TARGETS = { restartSeconds: 5, memoryMb: 250 };

/** A field of a /proc file in kB; 0 for a process that has just exited (a backend whose client left). */
function kb(file: string, field: string): number {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return 0;
  }
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text);
  return match ? Number(match[1]) : 0;
}

/** The cluster's postmaster and its children (backends, checkpointer, walwriter, io workers…). */
function clusterPids(clusterDir: string): number[] {
  const postmaster = Number(fs.readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const children = fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function clusterPssKb(clusterDir: string): { kb: number; processes: number } {
  const pids = clusterPids(clusterDir);
  return { kb: pids.reduce((sum, pid) => sum + kb(`/proc/${pid}/smaps_rollup`, "Pss"), 0), processes: pids.length };
}

const mb = (kbValue: number) => kbValue / 1024;

function verdict(pass: boolean, text: string): boolean {
  console.log(`${pass ? "pass" : "FAIL"}  ${text}`);
  return pass;
}

async function main(): Promise<void> {
  execFileSync(process.execPath, [path.join(root, "scripts/build-if-needed.mjs")], { cwd: root, stdio: "inherit" });
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), "cita-capacity-"));
  const clusterDir = path.join(dataDir, "postgres");
  const results: boolean[] = [];
  try {
    let started = performance.now();
    const first = await startAppProcess({ dataDir, compiled: true });
    const firstStartSeconds = (performance.now() - started) / 1000;
    const firstPeakKb = first.peakRssKb() ?? 0;
    await first.stop();

    started = performance.now();
    const app = await startAppProcess({ dataDir, compiled: true });
    const restartSeconds = (performance.now() - started) / 1000;
    try {
      console.log(`First start on an empty DATA_DIR: ${firstStartSeconds.toFixed(1)} s (initdb, migrations, demo data)`);
      results.push(verdict(restartSeconds <= TARGETS.restartSeconds, `restart on existing data answers in ${restartSeconds.toFixed(2)} s (target ≤ ${TARGETS.restartSeconds} s)`));

      const dates = bookableDates(new Date());
      const attempts = Array.from({ length: SIMULTANEOUS_BOOKINGS }, (_, index) =>
        bookingAttempt(index, dates[index % dates.length], SLOT_TIMES[Math.floor(index / dates.length) % SLOT_TIMES.length], "flood"),
      );
      started = performance.now();
      const outcomes = await Promise.all(attempts.map((attempt) => postBooking(app.url, attempt)));
      const floodSeconds = (performance.now() - started) / 1000;
      const count = (predicate: (status: number | undefined) => boolean) => outcomes.filter((outcome) => predicate(outcome.status)).length;
      const booked = outcomes.filter((outcome) => outcome.status === 201);
      console.log(
        `${SIMULTANEOUS_BOOKINGS} simultaneous bookings in ${floodSeconds.toFixed(1)} s: ${booked.length} × 201, ${count((status) => status === 409)} × 409, ` +
          `${count((status) => status === 503)} × 503, ${count((status) => status === undefined)} unanswered`,
      );
      results.push(verdict(count((status) => status === undefined || status >= 500) === 0, `no 5xx and no unanswered request among ${SIMULTANEOUS_BOOKINGS}`));

      const pool = await embeddedDatabasePool(dataDir, 2);
      try {
        const overbooked = (await Promise.all(dates.map((date) => overbookedMinutes(pool, date)))).flat();
        results.push(verdict(overbooked.length === 0, `overbooked staff minutes: ${overbooked.length}`));
        const ids = booked.map((outcome) => outcome.body?.id);
        const stored = await pool.query<{ id: number; email: string }>(
          "SELECT a.id, u.email FROM appointments a JOIN users u ON u.id = a.user_id WHERE u.email LIKE 'flood-%'",
        );
        const storedIds = new Set(stored.rows.map((row) => row.id));
        const storedOnce = stored.rows.length === booked.length && ids.every((id) => id !== undefined && storedIds.has(id));
        results.push(verdict(storedOnce, `every 201 stored once: ${stored.rows.length} rows for ${booked.length} answers`));
      } finally {
        await pool.end();
      }

      const appPeakKb = Math.max(firstPeakKb, app.peakRssKb() ?? 0);
      const cluster = clusterPssKb(clusterDir);
      const totalMb = mb(appPeakKb + cluster.kb);
      console.log(
        `Memory: app peak RSS ${mb(appPeakKb).toFixed(0)} MB (first start ${mb(firstPeakKb).toFixed(0)} MB), ` +
          `PostgreSQL PSS ${mb(cluster.kb).toFixed(0)} MB over ${cluster.processes} processes`,
      );
      results.push(verdict(totalMb <= TARGETS.memoryMb, `app + database after the bench: ${totalMb.toFixed(0)} MB (target ≤ ${TARGETS.memoryMb} MB)`));
    } finally {
      await app.stop();
    }
  } finally {
    await fsp.rm(dataDir, { recursive: true, force: true });
  }
  if (results.includes(false)) process.exitCode = 1;
}

await main();
