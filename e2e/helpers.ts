import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import axe from "axe-core";
import { simpleParser } from "mailparser";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { expect, inject, onTestFinished, vi } from "vitest";
import type { BookingResponse } from "@shared/api";
import { isBookingPagePath } from "@shared/client-routes";
import { bookableDates, salonDate } from "@shared/time";
import { book, LASH_LIFTING } from "./api-booking";
import { findChromium } from "./chromium.mjs";

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Flags measured to work with Debian's Chromium in a container (shared/stack-notes.md). */
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * This worker's server: each e2e worker has its own (global-setup.ts), so the files running side by side
 * never share one, while the files a worker runs one after another do.
 */
function ownServer() {
  const servers = inject("e2eServers");
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  return servers[(worker - 1) % servers.length];
}

export function baseUrl(): string {
  return ownServer().baseUrl;
}

/** The DATA_DIR of this worker's server: without SMTP_URL its emails land in mail/ as .eml files. */
export function serverDataDir(): string {
  return ownServer().dataDir;
}

/**
 * The browser every test file uses. Each context it opens is watched (see `watchForPageProblems`), so a
 * test fails on any console error or Content-Security-Policy violation in any page it visits, and is
 * closed when the test that opened it ends.
 */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("No Chromium found: install Debian's chromium package or set CHROMIUM_PATH");
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchForPageProblems(context);
    // Every context is closed when its test ends, passed or failed, so no page outlives its test.
    onTestFinished(() => context.close());
    return context;
  };
  return browser;
}

interface PageProblems {
  found: string[];
  expected: RegExp[];
}

const problemsByContext = new WeakMap<BrowserContext, PageProblems>();

/**
 * What every visitor's page logs and the test need not declare: the navigation bar asks who is signed
 * in, and a visitor's answer is a 401, which Chromium logs as a failed resource.
 */
const VISITOR_SIGNED_OUT = failedRequest(401, /\/api\/auth\/user/);

/** How Chromium logs an answer of `status` to a request for `path` (its query string aside). */
function failedRequest(status: number, path: RegExp): RegExp {
  return new RegExp(`^Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) at https?://[^/]+${path.source}(\\?\\S*)?$`);
}

/**
 * Collects, per context, every console message of type "error" and every `securitypolicyviolation`
 * event in its pages (and their frames), and checks at the end of the running test that none arrived
 * but those the test declared with `expectConsoleError`.
 */
async function watchForPageProblems(context: BrowserContext): Promise<void> {
  const problems: PageProblems = { found: [], expected: [VISITOR_SIGNED_OUT] };
  problemsByContext.set(context, problems);
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    const where = message.location().url || message.page()?.url() || "";
    problems.found.push(`${message.text()} at ${where}`);
  });
  await context.exposeBinding("reportCspViolation", (source, violation: string) => {
    problems.found.push(`CSP violation on ${source.frame.url()}: ${violation}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      void report(`${event.effectiveDirective} refused ${event.blockedURI || "an inline resource"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  onTestFinished(() => {
    const unexpected = problems.found.filter((problem) => !problems.expected.some((pattern) => pattern.test(problem)));
    expect(unexpected, "console errors and CSP violations in the test's pages").toEqual([]);
  });
}

/**
 * Declares that this test provokes console errors matching `pattern` in `target`'s pages (a refused
 * booking's 409, a stream the test cuts), so the end-of-test check leaves them out. The text matched is
 * the message followed by " at " and the URL it concerns.
 */
export function expectConsoleError(target: Page | BrowserContext, pattern: RegExp): void {
  const context = "context" in target ? target.context() : target;
  const problems = problemsByContext.get(context);
  if (!problems) throw new Error("this context was not opened through launchBrowser's browser");
  problems.expected.push(pattern);
}

/** Declares that this test has the server answer `status` to a request for `path` (a refusal it checks). */
export function expectFailedRequest(target: Page | BrowserContext, status: number, path: RegExp): void {
  expectConsoleError(target, failedRequest(status, path));
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions thrown in the page; a test ends by expecting none. */
  pageErrors: Error[];
}

/**
 * A fresh visitor: new context (no cookies, no storage). `language` pre-sets the stored choice the
 * way a returning visitor would have it; `touch` makes it a phone with a touch screen (pointer: coarse).
 */
export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; language?: "es" | "en"; path?: string; touch?: boolean; serverUrl?: string } = {},
): Promise<OpenedPage> {
  const touch = options.touch ?? false;
  const baseURL = options.serverUrl ?? baseUrl();
  const context = await browser.newContext({ viewport: options.viewport ?? PHONE, baseURL, hasTouch: touch, isMobile: touch });
  if (options.language) {
    await context.addInitScript((language) => {
      // Init scripts run in every frame, including the map's error page where storage is off-limits.
      if (window.top !== window) return;
      if (!localStorage.getItem("language")) localStorage.setItem("language", language);
    }, options.language);
  }
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on("pageerror", (error) => pageErrors.push(error));
  if (options.path !== undefined) {
    // The booking page arrives prerendered and starts its app after the first paint: until it has hydrated
    // it keeps only the last button clicked, handled once it has, so a test's clicks wait for hydration.
    // Hydrated, its header asks who is signed in.
    const hydrated = isBookingPagePath(options.path)
      ? page.waitForRequest((request) => new URL(request.url()).pathname === "/api/auth/user")
      : undefined;
    await page.goto(options.path);
    await hydrated;
  }
  return { context, page, pageErrors };
}

/**
 * Resolves once the page has painted `frames` more frames: by then it has rendered and run its effects
 * for everything it had received, so a check that something did NOT happen can be made without a fixed wait.
 */
export function afterPaints(page: Page, frames = 2): Promise<void> {
  return page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(count);
      }),
    frames,
  );
}

/** The furthest bookable day: the demo seed gives every staff member that day, and it is never "today, too late". */
export function lastBookableDate(): string {
  const dates = bookableDates(new Date());
  return dates[dates.length - 1];
}

export async function chooseDate(page: Page, date: string): Promise<void> {
  await page.locator(`[data-day="${date}"] button`).click();
  await page.locator(`[data-day="${date}"][data-selected="true"]`).waitFor();
}

/**
 * All test files share one server, so another file's bookings may have filled a day. Tries the
 * bookable days from the last one backwards and keeps the first on which the services already chosen
 * on the page have a free slot; `futureOnly` skips today (for a page whose clock is faked), `among` keeps only those dates.
 */
export async function chooseDateWithFreeSlot(page: Page, options: { futureOnly?: boolean; among?: readonly string[] } = {}): Promise<{ date: string; time: string }> {
  const today = salonDate(new Date());
  const candidates = bookableDates(new Date())
    .reverse()
    .filter((date) => !(options.futureOnly && date === today) && (!options.among || options.among.includes(date)));
  for (const date of candidates) {
    await chooseDate(page, date);
    await page.locator("button[data-time]").first().waitFor();
    const free = page.locator('button[data-time][data-available="true"]');
    if ((await free.count()) > 0) return { date, time: (await free.first().getAttribute("data-time")) ?? "" };
  }
  throw new Error("no bookable day has a free slot for the chosen services");
}

export function slotButton(page: Page, time: string) {
  return page.locator(`button[data-time="${time}"]`);
}

export async function fillContact(page: Page, labels: { name: string; email: string; phone: string }, values: { name: string; email: string; phone: string }) {
  await page.getByLabel(labels.name, { exact: true }).fill(values.name);
  await page.getByLabel(labels.email, { exact: true }).fill(values.email);
  await page.getByLabel(labels.phone, { exact: true }).fill(values.phone);
}

/** What a screen reader reads as a control's description: the texts its aria-describedby names, in order. */
export function accessibleDescription(control: Locator): Promise<string[]> {
  return control.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`),
  );
}

/** Waits for the toast saying `text` (one shows at a time) and returns all it says. */
export async function toastWith(page: Page, text: string): Promise<string> {
  const toast = page.locator('[data-testid="toast"][data-state="open"]').filter({ hasText: text });
  await toast.waitFor();
  return (await toast.innerText()).replace(/\s+/g, " ").trim();
}

/**
 * How many pixels of canvas-confetti's canvas (added to the body for the bursts) are not transparent
 * now: 0 while there is none. Reading fails if the canvas was handed to a worker.
 */
export function confettiPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector("body > canvas");
    if (!(canvas instanceof HTMLCanvasElement) || canvas.width === 0 || canvas.height === 0) return 0;
    const drawing = canvas.getContext("2d");
    if (!drawing) throw new Error("the confetti canvas has no 2D context");
    const { data } = drawing.getImageData(0, 0, canvas.width, canvas.height);
    let drawn = 0;
    for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] > 0) drawn += 1;
    return drawn;
  });
}

/**
 * WCAG 2.1 A and AA, and axe's best practices; WCAG 2.5.3 (label in name) is experimental in axe, so it
 * runs only when asked for. Only violations are read: axe then stops gathering every passing node (a third
 * of its time). The embedded map is Google's document, not ours, and cannot load in the test sandbox.
 */
const AXE_CONTEXT = { exclude: ["iframe"] } satisfies axe.ElementContext;
const AXE_OPTIONS = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  rules: { "label-content-name-mismatch": { enabled: true } },
  resultTypes: ["violations"],
} satisfies axe.RunOptions;

/**
 * axe-core runs in the page through its own API (`axe.run`), put into each document once: its 580 kB
 * source took longer to load than a check takes, and `@axe-core/playwright` loaded it twice per check
 * (5.5 s a check on a busy machine, 2.2 s this way, same rules and results).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(async ({ context, options }) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(context, options as axe.RunOptions);
    return violations.map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(" ")).join("\n    ")}`,
    );
  }, { context: AXE_CONTEXT, options: AXE_OPTIONS });
}

/** Gathers axe violations under a name per view, so one test can check many dialogs and report every failure at once. */
export function axeChecker(page: Page) {
  const failures: string[] = [];
  const check = async (name: string) => failures.push(...(await axeViolations(page)).map((violation) => `${name}: ${violation}`));
  return { failures, check };
}

/**
 * Signs in through the login page, as a person would; the context then carries the session cookie.
 * `serverUrl` signs in on a server of the test's own instead of the shared one.
 */
export async function signIn(
  browser: Browser,
  account: { username: string; password: string },
  language: "es" | "en" = "en",
  serverUrl?: string,
  options: { viewport?: { width: number; height: number }; clockAt?: Date } = {},
): Promise<OpenedPage> {
  const opened = await openPage(browser, { viewport: options.viewport ?? DESKTOP, language, path: "/admin/login", serverUrl });
  const { page } = opened;
  // A file whose server runs on a set clock gives the page the same time, so "today" is one day for both.
  if (options.clockAt) await page.clock.install({ time: options.clockAt });
  await page.getByLabel(language === "en" ? "Username" : "Usuario").fill(account.username);
  await page.getByLabel(language === "en" ? "Password" : "Contraseña").fill(account.password);
  await page.getByRole("button", { name: language === "en" ? "Sign in" : "Iniciar sesión" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  return opened;
}

/** A JSON call with the page's cookies; fails the test on any non-2xx answer. */
export async function api<T>(page: Page, method: "GET" | "POST" | "PUT" | "DELETE", url: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(url, { method, data });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json().catch(() => null)) as T;
}

export function unique(prefix: string): string {
  return `${prefix}${crypto.randomBytes(3).toString("hex")}`;
}

/** Lash Lifting on the latest bookable day with room left: every browser test file shares the server's days. */
export function bookLashLiftingOnAnyDay(page: Page, customerName: string, phone: string): Promise<BookingResponse> {
  return book(LASH_LIFTING, page.request, customerName, { dates: bookableDates(new Date()).reverse(), phone, locale: "en" });
}

const README_SCREENSHOTS = path.resolve(import.meta.dirname, "../docs/screenshots");

/**
 * The whole page, through a viewport as tall as the page: Chromium draws Playwright's `fullPage` capture
 * without the touch screen it emulates, so a phone's page would show what a mouse sees ("click", not "tap").
 */
async function wholePageScreenshot(page: Page): Promise<Buffer> {
  const viewport = page.viewportSize();
  if (!viewport) return page.screenshot({ fullPage: true });
  await page.setViewportSize({ width: viewport.width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
  try {
    return await page.screenshot();
  } finally {
    await page.setViewportSize(viewport);
  }
}

/**
 * Takes a screenshot for the README. It is written to docs/screenshots only with UPDATE_SCREENSHOTS=1, so
 * an ordinary test run leaves the working tree as it found it.
 */
export async function readmeScreenshot(page: Page, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const image = options.fullPage ? await wholePageScreenshot(page) : await page.screenshot();
  if (process.env.UPDATE_SCREENSHOTS !== "1") return;
  await fs.mkdir(README_SCREENSHOTS, { recursive: true });
  await fs.writeFile(path.join(README_SCREENSHOTS, file), image);
}

const mailDir = () => path.join(serverDataDir(), "mail");

/** A manage link as an email carries it. */
export const MANAGE_LINK = /https?:\/\/\S+\/manage\/[\w-]+/;

/** The emailed link of `kind` about `customerName` (named in it or its recipient), once the outbox worker has written it to disk. */
export async function emailedLink(kind: string, customerName: string, pattern: RegExp): Promise<string> {
  const customerEmail = `${customerName.toLowerCase().replace(/\s+/g, ".")}@example.com`;
  const findLink = async () => {
    const files = await fs.readdir(mailDir()).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.includes(`-${kind}-`))) {
      const parsed = await simpleParser(await fs.readFile(path.join(mailDir(), file)));
      const text = parsed.text ?? "";
      const link = pattern.exec(text);
      const about = text.includes(customerName) || (parsed.to && !Array.isArray(parsed.to) && parsed.to.text.includes(customerEmail));
      if (about && link) return link[0];
    }
    throw new Error(`no ${kind} email for ${customerName}`);
  };
  return vi.waitFor(findLink, { timeout: 30_000, interval: 250 });
}
