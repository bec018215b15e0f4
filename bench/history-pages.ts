/**
 * The back office's two longest lists in Chromium, as an admin opens them on a salon with years of history:
 * the appointments page and the clients page. For each, cold (a new browser context every run), it records
 * how long after the navigation started the first rows were painted, how many DOM nodes the page holds once
 * settled, and the JavaScript heap in use after a garbage collection. Used by the history bench, which
 * starts the server on the generated history and signs an admin in.
 */
import { chromium, type Browser } from "playwright-core";
import { findChromium } from "../e2e/chromium.mjs";

export interface AdminPageMeasurement {
  path: string;
  /** Navigation start to the first frame painted with a row of the list (median of the runs). */
  firstRowsMs: number;
  /** Every node in the document (elements, text, comments) once the page has settled. */
  domNodes: number;
  /** Used JavaScript heap after a forced garbage collection, in bytes. */
  jsHeapBytes: number;
}

/** The targets the history bench checks each page against. */
export const ADMIN_PAGE_TARGETS = { firstRowsMs: 1_000, domNodes: 5_000, jsHeapBytes: 50 * 1024 * 1024 } as const;

const PAGES = [
  { path: "/admin/appointments", firstRow: "article[data-appointment-id]" },
  { path: "/admin/clients", firstRow: "li[data-client-id]" },
] as const;

const RUNS = 3;
const DESKTOP = { width: 1280, height: 800 };
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** `name=value; other=value`, as a Cookie header carries the admin's session. */
function parseCookies(header: string, baseUrl: string) {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const equals = part.indexOf("=");
      return { name: part.slice(0, equals), value: part.slice(equals + 1), url: baseUrl };
    });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function measureOnce(browser: Browser, baseUrl: string, adminCookie: string, page: (typeof PAGES)[number]) {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl });
  try {
    await context.addCookies(parseCookies(adminCookie, baseUrl));
    // A signed-in tab also holds the sign-in page's flag (lib/admin-session.ts); without it the admin pages
    // send the visitor to sign in before asking the server anything.
    await context.addInitScript(() => sessionStorage.setItem("isAdminLoggedIn", "true"));
    // Marks the first frame after a row entered the document, in the page's own clock (0 = navigation start).
    await context.addInitScript((selector: string) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        requestAnimationFrame(() => Object.assign(window, { firstRowsAt: performance.now() }));
      });
      observer.observe(document, { childList: true, subtree: true });
    }, page.firstRow);
    const tab = await context.newPage();
    await tab.goto(page.path);
    const firstRowsMs = Number(await (await tab.waitForFunction(() => (window as unknown as { firstRowsAt?: number }).firstRowsAt, null, { timeout: 60_000 })).jsonValue());
    await tab.waitForLoadState("networkidle");
    const domNodes = await tab.evaluate(() => {
      const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
      let count = 0;
      while (walker.nextNode()) count += 1;
      return count;
    });
    const cdp = await context.newCDPSession(tab);
    await cdp.send("HeapProfiler.collectGarbage");
    const { usedSize } = await cdp.send("Runtime.getHeapUsage");
    return { firstRowsMs, domNodes, jsHeapBytes: usedSize };
  } finally {
    await context.close();
  }
}

/** Each page measured RUNS times, cold; the median of each figure. */
export async function measureAdminPages(baseUrl: string, adminCookie: string): Promise<AdminPageMeasurement[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("No Chromium found: install Debian's chromium package or set CHROMIUM_PATH");
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const results: AdminPageMeasurement[] = [];
    for (const page of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser, baseUrl, adminCookie, page));
      results.push({
        path: page.path,
        firstRowsMs: Math.round(median(runs.map((run) => run.firstRowsMs))),
        domNodes: median(runs.map((run) => run.domNodes)),
        jsHeapBytes: median(runs.map((run) => run.jsHeapBytes)),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** One line per page with each figure against its target. */
export function formatAdminPages(results: AdminPageMeasurement[]): string[] {
  const mark = (ok: boolean) => (ok ? "PASS" : "FAIL");
  return results.map(
    (result) =>
      `${result.path}: first rows ${result.firstRowsMs} ms (${mark(result.firstRowsMs <= ADMIN_PAGE_TARGETS.firstRowsMs)} ≤ 1 s), ` +
      `${result.domNodes} DOM nodes (${mark(result.domNodes <= ADMIN_PAGE_TARGETS.domNodes)} ≤ 5,000), ` +
      `JS heap ${(result.jsHeapBytes / 1024 / 1024).toFixed(1)} MB (${mark(result.jsHeapBytes <= ADMIN_PAGE_TARGETS.jsHeapBytes)} ≤ 50 MB)`,
  );
}
