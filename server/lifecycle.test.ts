import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { siteReviews } from "@shared/schema";
import { openDatabase } from "./infra/db/database";

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

function waitForOutput(server: RunningServer, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${text}" in the output:\n${server.output.join("")}`)), 10_000);
    const check = () => {
      if (!server.output.join("").includes(text)) return;
      clearTimeout(timer);
      server.child.stdout?.off("data", check);
      resolve();
    };
    server.child.stdout?.on("data", check);
    check();
  });
}

/**
 * A JSON POST sent in two parts: the headers and the first bytes now, the rest on `finish()`, so the
 * request is certainly in flight (accepted, not complete) in between.
 */
function startRequest(url: string, body: unknown): { headersSent: Promise<void>; finish(): Promise<{ status?: number }> } {
  const payload = Buffer.from(JSON.stringify(body));
  const req = http.request(url, { method: "POST", headers: { "Content-Type": "application/json", "Content-Length": payload.length } });
  const response = new Promise<{ status?: number }>((resolve, reject) => {
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode }));
    });
    req.on("error", reject);
  });
  req.write(payload.subarray(0, 5));
  const headersSent = new Promise<void>((resolve) => req.on("socket", (socket) => socket.once("connect", () => setTimeout(resolve, 200))));
  return {
    headersSent,
    finish() {
      req.end(payload.subarray(5));
      return response;
    },
  };
}

/**
 * Opens the live board's event stream on `agent` (kept-alive connections, as a browser holds them) and
 * reports how it ended: "complete" (the server ended it, its last chunk sent) or "cut".
 */
function openBoardStream(url: string, agent: http.Agent): { opened: Promise<void>; ended: Promise<{ end: "complete" | "cut"; connection?: string }> } {
  let markOpened: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (markOpened = resolve));
  const ended = new Promise<{ end: "complete" | "cut"; connection?: string }>((resolve) => {
    const req = http.get(`${url}/api/live-board/events`, { agent }, (res) => {
      res.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("event: ready")) markOpened();
      });
      res.on("end", () => resolve({ end: "complete", connection: res.headers.connection }));
      res.on("aborted", () => resolve({ end: "cut" }));
      res.on("error", () => resolve({ end: "cut" }));
    });
    req.on("error", () => resolve({ end: "cut" }));
  });
  return { opened, ended };
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

    // An open wall-board stream is ended properly (its last chunk sent), so the browser reconnects
    // quietly instead of logging a broken response.
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const boardStream = openBoardStream(first.url, keptAlive);
    await boardStream.opened;

    // A request still arriving when SIGTERM comes is finished before the process exits.
    const inFlight = startRequest(`${first.url}/api/reviews`, { customerName: "Marta", rating: 4, comment: "Llegó tarde" });
    await inFlight.headersSent;
    const exited = exitCode(first.child);
    first.child.kill("SIGTERM");
    await waitForOutput(first, "shutting down");
    expect((await boardStream.ended).end).toBe("complete");
    const late = await inFlight.finish();
    expect(late.status).toBe(201);
    expect(await exited).toBe(0);
    expect(first.output.join("")).not.toContain("did not finish in time");
    expect(first.output.join("")).toContain("stopped cleanly");

    const second = await startServer(dataDir);
    expect(((await (await fetch(`${second.url}/api/services`)).json()) as unknown[]).length).toBe(15);
    const secondExit = exitCode(second.child);
    second.child.kill("SIGINT");
    expect(await secondExit).toBe(0);

    const reopened = await openDatabase({ embeddedDir: path.join(dataDir, "postgres") });
    try {
      const rows = await reopened.db.select().from(siteReviews);
      expect(rows.map((row) => row.customerName).sort()).toEqual(["Lucía", "Marta"]);
    } finally {
      await reopened.close();
    }
  });
});
