import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * One server per e2e worker, so files running side by side never share one (helpers.ts picks the
     * worker's own): its URL, and its DATA_DIR (without SMTP_URL its emails land in mail/ as .eml files).
     */
    e2eServers: E2eServer[];
  }
}

export interface E2eServer {
  baseUrl: string;
  dataDir: string;
}

const root = path.resolve(import.meta.dirname, "..");
const STARTUP_TIMEOUT_MS = 90_000;
const READY_LINE = /running at (http:\/\/localhost:\d+)/;
/** Enough of the server's output to explain a failed start without keeping every request log. */
const OUTPUT_TAIL_CHARS = 20_000;

async function ensureBuilt(): Promise<void> {
  if (fs.existsSync(path.join(root, "dist/public/index.html"))) return;
  const { build } = await import("vite");
  await build({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn" });
}

/**
 * The admin accounts the browser tests sign in with: the first superadmin comes from the server's
 * ADMIN_USERNAME/ADMIN_PASSWORD, the regular admin from the `npm run admin -- create` command.
 */
export const E2E_SUPERADMIN = { username: "e2e-superadmin", password: "e2e-superadmin-password" };
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-admin-password" };

function serverEnv(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test", ...extra };
  delete env.DATABASE_URL;
  return env;
}

function createRegularAdmin(dataDir: string): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/auth/admin-cli.ts", "create", E2E_ADMIN.username], {
    cwd: root,
    env: serverEnv(dataDir, { CITA_ADMIN_PASSWORD: E2E_ADMIN.password, LOG_LEVEL: "warn" }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`creating the e2e admin failed (${code}):\n${output}`))));
  });
}

/**
 * The readiness line is logged at info level, so the server runs at "info" (not "warn"): at "warn"
 * it would start silently and the random port could not be learned.
 */
function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const env = serverEnv(dataDir, {
    PORT: "0",
    LOG_LEVEL: "info",
    // Every browser test file shares this server and one client address; the per-address limit is an API test's business.
    PUBLIC_WRITE_LIMIT_PER_MINUTE: "10000",
    ADMIN_USERNAME: E2E_SUPERADMIN.username,
    ADMIN_PASSWORD: E2E_SUPERADMIN.password,
  });
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { cwd: root, env });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      reject(new Error(`the server did not start within ${STARTUP_TIMEOUT_MS} ms:\n${output}`));
    }, STARTUP_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
      const match = READY_LINE.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off("data", onData);
        // Keep draining the pipes so a chatty server never blocks on a full buffer.
        child.stdout?.resume();
        child.stderr?.off("data", onData);
        child.stderr?.on("data", (data: Buffer) => process.stderr.write(data));
        resolve({ child, url: match[1] });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code} before it was ready:\n${output}`));
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** One server per worker the run can use: as many as the e2e project's workers, fewer when it has fewer files. */
async function serverCount(project: TestProject): Promise<number> {
  const workers = Number(project.config.maxWorkers) || 1;
  // The run's file filters (`vitest run e2e/booking.test.ts`): Vitest keeps them on its instance, untyped.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern ?? [];
  const { testFiles } = await project.globTestFiles(filters);
  return Math.max(1, Math.min(workers, testFiles.length));
}

interface RunningServer extends E2eServer {
  child?: ChildProcess;
}

/** A fresh embedded database with two admins, and the real server on it. */
async function startOne(): Promise<RunningServer> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), "cita-e2e-"));
  try {
    await createRegularAdmin(dataDir);
    const { child, url } = await startServer(dataDir);
    return { baseUrl: url, dataDir, child };
  } catch (error) {
    // Vitest runs no teardown for a setup that failed: the server's folder goes now.
    await fsp.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function stopAll(servers: RunningServer[]): Promise<void> {
  await Promise.all(
    servers.map(async (server) => {
      if (server.child) await stopServer(server.child);
      await fsp.rm(server.dataDir, { recursive: true, force: true });
    }),
  );
}

/** Builds the SPA if needed and starts one server per worker, side by side. */
export default async function setup(project: TestProject) {
  await ensureBuilt();
  const started = await Promise.allSettled(Array.from({ length: await serverCount(project) }, () => startOne()));
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll(servers);
    throw failed.reason;
  }
  project.provide(
    "e2eServers",
    servers.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  return () => stopAll(servers);
}
