import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Express } from "express";
import { precompress } from "../../scripts/precompress";
import { createApp, type AppConfig } from "../app";
import { DEFAULT_SESSION_LIMITS, type SessionConfig } from "../auth/session";
import { APP_SHELL_FILE, BOOKING_PAGE_FILE, CONFIRMED_PAGE_FILE } from "../infra/http/static";
import { createLogger } from "../infra/logger";
import { startChangeFeed, type ChangeFeed } from "../infra/db/change-feed";
import { openTestDatabase, type TestDatabase, type TestDatabaseOptions } from "./test-database";

/** Monday 2026-11-23 08:00 in the salon (16:00 UTC): before opening, so every slot of the day is ahead. */
export const DEFAULT_TEST_NOW = new Date("2026-11-23T16:00:00Z");

export interface TestClock {
  (): Date;
  set(instant: Date | string): void;
  /** Back to DEFAULT_TEST_NOW. */
  reset(): void;
}

export function testClock(start: Date = DEFAULT_TEST_NOW): TestClock {
  let current = new Date(start);
  const clock = (() => new Date(current)) as TestClock;
  clock.set = (instant) => {
    current = new Date(instant);
  };
  clock.reset = () => clock.set(DEFAULT_TEST_NOW);
  return clock;
}

export interface TestContext {
  app: Express;
  database: TestDatabase;
  clock: TestClock;
  feed: ChangeFeed;
  /** The stand-in build the app serves its pages and files from. */
  staticDir: string;
  /** Another app on the same database and clock: a restart, or a second instance behind a load balancer. */
  newInstance(overrides?: Partial<AppConfig>): Express;
  close(): Promise<void>;
}

export const TEST_SESSION: SessionConfig = { ...DEFAULT_SESSION_LIMITS, secrets: ["test-session-secret"], secureCookies: false };

/** The stand-in build's pages: the booking page prerendered, and the shell of every other page. */
export const FAKE_BUILD_PAGES = {
  bookingPage: "<!doctype html><title>Cita</title><div id=root data-prerendered=es>Reserva una Cita</div>",
  confirmedPage: "<!doctype html><title>Cita</title><div id=root data-prerendered=es>¡Listo, tu cita está reservada!</div>",
  appShell: "<!doctype html><title>Cita</title><div id=root></div>",
};

/**
 * A static folder laid out as the build leaves it (the three pages, hashed assets, a picture, and the
 * precompressed copies beside them), so the static serving can be exercised without a build.
 */
async function fakeStaticDir(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cita-static-"));
  fs.writeFileSync(path.join(dir, BOOKING_PAGE_FILE), FAKE_BUILD_PAGES.bookingPage);
  fs.writeFileSync(path.join(dir, CONFIRMED_PAGE_FILE), FAKE_BUILD_PAGES.confirmedPage);
  fs.writeFileSync(path.join(dir, APP_SHELL_FILE), FAKE_BUILD_PAGES.appShell);
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log('cita')");
  // Over 1 KB, like every real bundle.
  fs.writeFileSync(path.join(dir, "assets", "styles-abc123.css"), ".card { color: plum; }\n".repeat(200));
  fs.mkdirSync(path.join(dir, "images"));
  fs.writeFileSync(path.join(dir, "images", "card.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${"<rect/>".repeat(100)}</svg>`);
  await precompress(dir);
  return dir;
}

export async function createTestContext(
  overrides: Partial<AppConfig> = {},
  options: { database?: TestDatabaseOptions } = {},
): Promise<TestContext> {
  const database = await openTestDatabase(options.database);
  const feed = await startChangeFeed(database, createLogger("silent"));
  const clock = testClock();
  const staticDir = await fakeStaticDir();
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
        myAppointmentsLinkRateLimit: { windowMs: 60_000, limit: 10_000 },
        session: TEST_SESSION,
        // The suites read refusals as the code writes them; each Spanish one is asked for with Accept-Language.
        unstatedLocale: "en",
        ...config,
      },
    });
  return {
    app: build(overrides),
    database,
    clock,
    staticDir,
    newInstance: (instanceOverrides = overrides) => build(instanceOverrides),
    feed,
    async close() {
      await feed.close();
      await database.close();
      fs.rmSync(staticDir, { recursive: true, force: true });
    },
  };
}
