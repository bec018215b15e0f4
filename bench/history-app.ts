/**
 * The history bench's view of the app as a salon runs it: the server built as `npm start` builds it, started
 * as its own process on the three-year database, so its memory is the app's alone (not the bench's, the
 * generator's or the test client's). Also the PostgreSQL server's memory, read from its processes.
 */
import { execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import type pg from "pg";
import { PROJECT_ROOT } from "../server/infra/paths";

export interface AppProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => probe.once("listening", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Builds the server (as scripts/build-server.mjs does, into a bench-only file under node_modules/.cache, so
 * packages resolve and dist/ is left alone) and starts it with `npm start`'s Node flags. The clock starts at
 * `now`; sessions are signed with `sessionSecret`, so a cookie the bench got elsewhere on the same database holds.
 * A git worktree may link the main checkout's node_modules: the file is named after this checkout and started
 * at the linked path (--preserve-symlinks-main), so the server serves this checkout's dist/, not the main one's.
 * The web app is built first when it is missing or stale, as `npm start` does: a fresh clone has no dist/,
 * and the pages the bench opens would never draw a row.
 */
export async function startAppProcess(options: { databaseUrl: string; sessionSecret: string; now: Date }): Promise<AppProcess> {
  const { NODE_ENV: _mode, ...productionEnv } = process.env;
  execFileSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/build-if-needed.mjs")], { cwd: PROJECT_ROOT, stdio: "inherit", env: productionEnv });
  const checkout = crypto.createHash("sha1").update(PROJECT_ROOT).digest("hex").slice(0, 12);
  const outfile = path.join(PROJECT_ROOT, `node_modules/.cache/cita-bench-history/${checkout}/server.js`);
  await build({
    entryPoints: [path.join(PROJECT_ROOT, "server/index.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    tsconfig: path.join(PROJECT_ROOT, "tsconfig.json"),
    logLevel: "warning",
  });
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-bench-app-"));
  const child = spawn(process.execPath, ["--enable-source-maps", "--preserve-symlinks-main", "--max-semi-space-size=8", outfile], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      CITA_CLOCK_START: options.now.toISOString(),
      DATABASE_URL: options.databaseUrl,
      SESSION_SECRET: options.sessionSecret,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PUBLIC_WRITE_LIMIT_PER_MINUTE: "100000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} before answering`);
    const ready = await fetch(`${url}/readyz`).then((res) => res.ok, () => false);
    if (ready) return { url, pid: child.pid!, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error("the app did not answer /readyz within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function statusField(pid: number, field: string): Promise<number | null> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  return match ? Number(match[1]) * 1024 : null;
}

/** A process's resident set (VmRSS), in bytes; null where /proc cannot tell (another machine, another OS). */
export function residentBytes(pid: number): Promise<number | null> {
  return statusField(pid, "VmRSS");
}

/** Proportional set size: each shared page (PostgreSQL's shared buffers) counted once across the processes sharing it. */
async function proportionalBytes(pid: number): Promise<number | null> {
  const rollup = await fs.readFile(`/proc/${pid}/smaps_rollup`, "utf8").catch(() => "");
  const match = /^Pss:\s+(\d+) kB/m.exec(rollup);
  return match ? Number(match[1]) * 1024 : null;
}

/**
 * The PostgreSQL server's memory: the sum of the proportional set sizes of the postmaster (found from its
 * data folder's postmaster.pid) and every process it started, but the backends of connections named
 * `skippedApplication` (the measuring program's own). Null when the server runs elsewhere or its processes
 * cannot be read.
 */
export async function databaseServerBytes(pool: pg.Pool, skippedApplication: string): Promise<{ bytes: number; processes: number } | null> {
  const { rows } = await pool.query<{ setting: string }>("SELECT setting FROM pg_settings WHERE name = 'data_directory'").catch(() => ({ rows: [] }));
  if (rows.length === 0) return null;
  const skipped = new Set(
    (await pool.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE application_name = $1", [skippedApplication])).rows.map((row) => row.pid),
  );
  const pidFile = await fs.readFile(path.join(rows[0].setting, "postmaster.pid"), "utf8").catch(() => null);
  const postmaster = pidFile ? Number(pidFile.split("\n")[0]) : NaN;
  if (!Number.isInteger(postmaster)) return null;
  const pids = [postmaster];
  for (const entry of await fs.readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    // Fields after the command (which is in parentheses and may hold spaces): state, then the parent's id.
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (parent === postmaster && !skipped.has(Number(entry))) pids.push(Number(entry));
  }
  if ((await proportionalBytes(postmaster)) === null) return null;
  let bytes = 0;
  let processes = 0;
  for (const pid of pids) {
    // A backend that ended meanwhile holds nothing any more.
    const pss = await proportionalBytes(pid);
    if (pss === null) continue;
    bytes += pss;
    processes += 1;
  }
  return { bytes, processes };
}
