/**
 * The real server (`server/index.ts`) as a child process, for the benchmarks and the resilience tests:
 * what they measure or break is the program people run, with its own pool, workers and signals.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const OUTPUT_KEEP_CHARS = 64_000;

/**
 * The node arguments of `npm start` (its last command, after the build check), so that a compiled run
 * starts the server with the same flags a salon's does, its heap sizing included.
 */
function startCommandArguments(checkout: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(checkout, "package.json"), "utf8")) as { scripts: { start: string } };
  const [program, ...args] = manifest.scripts.start.split("&&").at(-1)!.trim().split(/\s+/);
  if (program !== "node") throw new Error(`npm start's last command should run node, not ${program}`);
  return args;
}

export interface AppProcessOptions {
  /** DATA_DIR: the embedded database, the session secret and the `.eml` files live here. */
  dataDir: string;
  /** A PostgreSQL URL; without it the embedded database under `dataDir` is used. */
  databaseUrl?: string;
  /** Extra environment, on top of the caller's (minus DATABASE_URL) and the defaults below. */
  env?: NodeJS.ProcessEnv;
  /** A fixed port, e.g. to restart a server where its clients expect it; default: a free one. */
  port?: number;
  readyTimeoutMs?: number;
  /** Run the built server (dist/server/index.js) as `npm start` does, instead of the sources through tsx. */
  compiled?: boolean;
  /** The checkout whose server runs, e.g. an earlier commit's, to compare with; default: this one. */
  checkout?: string;
}

export interface AppProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** The last of what the process wrote to stdout and stderr, for failure messages. */
  output(): string;
  /** SIGTERM, then waits for the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown code runs, as in a power cut of the process. */
  kill(): Promise<void>;
  /** Peak resident set size so far in kB (VmHWM), or undefined once the process is gone. */
  peakRssKb(): number | undefined;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/**
 * Whether process `pid` holds the listening socket of `port` (Linux: /proc), undefined where that cannot be
 * read. A free port found by a probe can be taken by another test's server before this one listens, and
 * that server would then answer this one's readiness check.
 */
function listensOn(pid: number, port: number): boolean | undefined {
  if (process.platform !== "linux") return undefined;
  const portHex = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const lines = fs.existsSync(table) ? fs.readFileSync(table, "utf8").split("\n").slice(1) : [];
    for (const columns of lines.map((line) => line.trim().split(/\s+/))) {
      // Columns: sl, local address, remote address, state (0A: listening), …, inode (the tenth).
      if (columns.length > 9 && columns[1].endsWith(portHex) && columns[3] === "0A") inodes.add(columns[9]);
    }
  }
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
      const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: "utf8" });
      return inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? "");
    });
  } catch {
    return false;
  }
}

/**
 * Starts the server and resolves once `/readyz` answers 200 (database reachable and migrated) from it. On a
 * port it chose, a server that could not listen because another took the port first is started again on
 * another.
 */
export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOn(options, options.port ?? (await freePort()));
    } catch (error) {
      if (options.port !== undefined || attempt >= 3 || !/EADDRINUSE/.test(String(error))) throw error;
    }
  }
}

async function startOn(options: AppProcessOptions, port: number): Promise<AppProcess> {
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: options.dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: "warn",
    PUBLIC_WRITE_LIMIT_PER_MINUTE: "1000000",
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  const checkout = options.checkout ?? root;
  const entry = options.compiled ? startCommandArguments(checkout) : ["--import", "tsx", "server/index.ts"];
  const child = spawn(process.execPath, entry, { cwd: checkout, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEEP_CHARS);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exit = exited(child);

  const app: AppProcess = {
    url,
    port,
    pid: child.pid!,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exit;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exit;
    },
    peakRssKb() {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
        const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
        return match ? Number(match[1]) : undefined;
      } catch {
        return undefined;
      }
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode} before it was ready:\n${output}`);
    }
    const ready = await fetch(`${url}/readyz`).then((res) => res.ok, () => false);
    if (ready && listensOn(child.pid!, port) !== false) return app;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await app.kill();
  throw new Error(`server was not ready within ${options.readyTimeoutMs ?? 90_000} ms:\n${output}`);
}
