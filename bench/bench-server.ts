import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { salonDateTimeToInstant } from "@shared/time";
import { startAppProcess, type AppProcess } from "../scripts/app-process";
import { embeddedDatabasePool } from "./embedded-database";

/** Builds what `npm start` in `checkout` would run, as its own first command does: only what is missing or outdated. */
export function buildAsNpmStartDoes(checkout: string): void {
  execFileSync(process.execPath, [path.join(checkout, "scripts/build-if-needed.mjs")], { cwd: checkout, stdio: "inherit" });
}

/**
 * The instant a bench server's clock starts from: a Monday at 07:00 in the salon, before opening. What a
 * booking costs depends on what it meets: a time already past today is refused after the same locked check
 * as a taken one, at a fraction of a booking's cost, and the window holds three or four open days by
 * weekday. On the wall clock the booking scenario's mix drifted with the hour and the day it ran (on a
 * Thursday afternoon more than half its requests were refused); from this instant every run books the
 * same places on the same three days, each of them still ahead.
 */
export const BENCH_CLOCK_START = salonDateTimeToInstant("2026-11-16", "07:00");

/** The server's clock starts at BENCH_CLOCK_START; the test-only setting that allows it changes nothing else. */
const PINNED_CLOCK = { NODE_ENV: "test", CITA_CLOCK_START: BENCH_CLOCK_START.toISOString() };

/** A built server on a fresh database with the demo data, serving the bench route, and a pool on its database. */
export interface BenchServer {
  app: AppProcess;
  /** Peak RSS of the first start, which created the database, in kB. */
  firstStartPeakKb: number | undefined;
  /** One connection to the server's database from outside it, e.g. to delete a round's bookings. */
  pool: pg.Pool;
  /** Stops the server and removes its data. */
  stop(): Promise<void>;
}

/**
 * A first start creates and seeds the database and is stopped; a second start on the same data is the one
 * measured, so its peak RSS is the serving process's, not the embedded engine's one-off initdb. Without
 * `databaseUrl` the database is the embedded server in a temporary DATA_DIR. Its clock starts at
 * BENCH_CLOCK_START.
 */
export async function startBenchServer(options: { databaseUrl?: string; checkout?: string } = {}): Promise<BenchServer> {
  const { databaseUrl, checkout } = options;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-bench-"));
  let app: AppProcess | undefined;
  try {
    const first = await startAppProcess({ dataDir, databaseUrl, checkout, compiled: true, env: PINNED_CLOCK });
    const firstStartPeakKb = first.peakRssKb();
    await first.stop();
    app = await startAppProcess({ dataDir, databaseUrl, checkout, compiled: true, env: { CITA_BENCH: "1", ...PINNED_CLOCK } });
    const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 1 }) : await embeddedDatabasePool(dataDir);
    const started = app;
    return {
      app,
      firstStartPeakKb,
      pool,
      async stop() {
        await pool.end();
        await started.stop();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
