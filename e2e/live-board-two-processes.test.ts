/**
 * A booking made through one app process appears on a board served by another, pushed through
 * LISTEN/NOTIFY, within the same 2 seconds as on one process. Both processes use TEST_DATABASE_URL's
 * server (CI's PostgreSQL pass), or else an embedded server started for this file.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { request as playwrightRequest, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../scripts/app-process";
import { startEmbeddedServer, type EmbeddedServer } from "../server/infra/db/embedded-server";
import { adminUrlFor, embeddedServerUrl } from "../server/test/postgres-urls";
import { launchBrowser } from "./helpers";
import { boardDays, book, LASH_LIFTING } from "./api-booking";

const TV = { width: 1920, height: 1080 } as const;
const PUSH_DEADLINE_MS = 2_000;

describe("live board across two app processes on one PostgreSQL", () => {
  const databaseName = `cita_board_${crypto.randomBytes(5).toString("hex")}`;
  const dataDirs: string[] = [];
  const processes: AppProcess[] = [];
  let admin: pg.Client;
  let browser: Browser;

  let embedded: EmbeddedServer | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL ?? "";

  beforeAll(async () => {
    if (!serverUrl) {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-board-pg-"));
      dataDirs.push(dir);
      embedded = await startEmbeddedServer({ clusterDir: path.join(dir, "postgres") });
      serverUrl = embeddedServerUrl(embedded.connection.host);
    }
    // A client, not a pool: a pool's end() resolves before its connection has closed, and the embedded
    // server's fast shutdown in afterAll then reached that connection as an unhandled 57P01.
    admin = new pg.Client({ connectionString: adminUrlFor(serverUrl) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    const databaseUrl = adminUrlFor(serverUrl, databaseName);
    // One after the other: the first migrates and loads the demo data, the second finds them.
    for (const name of ["booking", "board"]) {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `cita-${name}-`));
      dataDirs.push(dataDir);
      processes.push(await startAppProcess({ dataDir, databaseUrl }));
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    for (const app of processes) await app.stop();
    await admin?.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin?.end();
    await embedded?.stop();
    for (const dataDir of dataDirs) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("shows a booking made through the other process within 2 seconds, without a reload", async () => {
    const [bookingProcess, boardProcess] = processes;
    const context = await browser.newContext({ baseURL: boardProcess.url, viewport: TV });
    const bookingApi = await playwrightRequest.newContext({ baseURL: bookingProcess.url });
    try {
      const page = await context.newPage();
      await page.goto("/live-board");
      await page.locator('[data-connection="live"]').waitFor();
      await page.evaluate(() => Object.assign(window, { boardNeverReloaded: true }));

      const booking = await book(LASH_LIFTING, bookingApi, "Inés Procesos", { dates: await boardDays(bookingApi) });
      const block = page.locator(`[data-appointment-id="${booking.id}"]`);
      await block.waitFor({ timeout: PUSH_DEADLINE_MS });
      expect(await block.innerText()).toContain("Inés P.");
      expect(await page.evaluate(() => "boardNeverReloaded" in window)).toBe(true);
    } finally {
      await bookingApi.dispose();
    }
  });
});
