import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { siteReviews } from "@shared/schema";
import { openDatabase } from "./db/database";

const root = path.resolve(import.meta.dirname, "..");

interface RunningServer {
  child: ChildProcess;
  url: string;
  output: string[];
}

/** Starts the real entry point on an embedded database in `dataDir` and waits for its URL. */
function startServer(dataDir: string): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "info" };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { cwd: root, env });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join("")}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /running at (http:\/\/localhost:\d+)/.exec(output.join(""));
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${output.join("")}`)));
  });
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

describe("the server process", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it("serves the catalogue, stops cleanly on SIGTERM and keeps its data across a restart", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-life-"));
    dirs.push(dataDir);

    const first = await startServer(dataDir);
    const catalogue = (await (await fetch(`${first.url}/api/services`)).json()) as unknown[];
    expect(catalogue).toHaveLength(15);
    const posted = await fetch(`${first.url}/api/reviews`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ customerName: "Lucía", rating: 5, comment: "Excelente servicio" }),
    });
    expect(posted.status).toBe(201);
    const exited = exitCode(first.child);
    first.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(first.output.join("")).toContain("stopped cleanly");

    const second = await startServer(dataDir);
    expect(((await (await fetch(`${second.url}/api/services`)).json()) as unknown[]).length).toBe(15);
    const secondExit = exitCode(second.child);
    second.child.kill("SIGINT");
    expect(await secondExit).toBe(0);

    const reopened = await openDatabase({ embeddedDir: path.join(dataDir, "pglite") });
    try {
      const rows = await reopened.db.select().from(siteReviews);
      expect(rows.map((row) => row.customerName)).toEqual(["Lucía"]);
    } finally {
      await reopened.close();
    }
  });
});
