import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Express } from "express";
import { createApp, type AppConfig } from "../app";
import { DEFAULT_SESSION_LIMITS, type SessionConfig } from "../auth/session";
import { createLogger } from "../logger";
import { startChangeFeed, type ChangeFeed } from "../live-board/change-feed";
import { openTestDatabase, type TestDatabase, type TestDatabaseOptions } from "./test-database";

/** Monday 2026-11-23 08:00 in the salon (16:00 UTC): before opening, so every slot of the day is ahead. */
export const DEFAULT_TEST_NOW = new Date("2026-11-23T16:00:00Z");

export interface TestClock {
  (): Date;
  set(instant: Date | string): void;
}

export function testClock(start: Date = DEFAULT_TEST_NOW): TestClock {
  let current = new Date(start);
  const clock = (() => new Date(current)) as TestClock;
  clock.set = (instant) => {
    current = new Date(instant);
  };
  return clock;
}

export interface TestContext {
  app: Express;
  database: TestDatabase;
  clock: TestClock;
  feed: ChangeFeed;
  /** Another app on the same database and clock: a restart, or a second instance behind a load balancer. */
  newInstance(overrides?: Partial<AppConfig>): Express;
  close(): Promise<void>;
}

export const TEST_SESSION: SessionConfig = { ...DEFAULT_SESSION_LIMITS, secrets: ["test-session-secret"], secureCookies: false };

/** A static folder with a stand-in index.html, so the SPA fallback can be exercised without a build. */
function fakeStaticDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cita-static-"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Cita</title><div id=root></div>");
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log('cita')");
  // Over compression's 1 KB threshold, like every real bundle.
  fs.writeFileSync(path.join(dir, "assets", "styles-abc123.css"), ".card { color: plum; }\n".repeat(200));
  return dir;
}

export async function createTestContext(
  overrides: Partial<AppConfig> = {},
  options: { database?: TestDatabaseOptions } = {},
): Promise<TestContext> {
  const database = await openTestDatabase(options.database);
  const feed = await startChangeFeed(database, createLogger("silent"));
  const clock = testClock();
  const staticDir = fakeStaticDir();
  const build = (config: Partial<AppConfig>) =>
    createApp({
      database,
      logger: createLogger(process.env.TEST_LOG_LEVEL ?? "silent"),
      clock,
      feed,
      config: {
        staticDir,
        publicUrl: "http://cita.test",
        publicWriteRateLimit: { windowMs: 60_000, limit: 10_000 },
        session: TEST_SESSION,
        ...config,
      },
    });
  return {
    app: build(overrides),
    database,
    clock,
    newInstance: (instanceOverrides = overrides) => build(instanceOverrides),
    feed,
    async close() {
      await feed.close();
      await database.close();
      fs.rmSync(staticDir, { recursive: true, force: true });
    },
  };
}
