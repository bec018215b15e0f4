/**
 * `npm run bench:web [-- --runs N] [-- --page booking|confirmed]`: page speed of the booking page (/) and of
 * a booking's confirmation page (/booking/confirmed/{token}, booked through the API first) as a phone sees
 * them. Builds the SPA if needed, starts the real server on a fresh embedded database, and runs Lighthouse
 * (mobile emulation and simulated slow 4G, its defaults) in Debian's Chromium N times per page (default
 * 5: the score swings with the machine's load). Prints every run, the median of each figure, each target
 * with PASS or FAIL against that median, and the load average before and after each page's runs; exits 1
 * when a target is missed. Also prints the booking page's initial JavaScript from the build, gzipped,
 * measured as scripts/check-bundle.mjs measures it for the budget.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { request } from "playwright-core";
import { book, LASH_LIFTING } from "../e2e/api-booking";
import { findChromium } from "../e2e/chromium.mjs";
import { startAppProcess } from "../scripts/app-process";
import { measureBookingPageScripts, printBookingPageScripts } from "../scripts/check-bundle.mjs";

const root = path.resolve(import.meta.dirname, "..");
const runsFlag = process.argv.indexOf("--runs");
const RUNS = runsFlag >= 0 ? Number(process.argv[runsFlag + 1]) : 5;
const pageFlag = process.argv.indexOf("--page");
const PAGES = pageFlag >= 0 ? [process.argv[pageFlag + 1]] : ["booking", "confirmed"];
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"];

/** The targets on a phone, checked against the median of each page's runs. */
const TARGETS: ReadonlyArray<{ label: string; metric: keyof PageScore; limit: number; atLeast: boolean; show: (value: number) => string }> = [
  { label: "performance", metric: "performance", limit: 95, atLeast: true, show: (value) => String(value) },
  { label: "LCP", metric: "lcpMs", limit: 1500, atLeast: false, show: (value) => `${(value / 1000).toFixed(2)} s` },
  { label: "TBT", metric: "tbtMs", limit: 150, atLeast: false, show: (value) => `${Math.round(value)} ms` },
  { label: "CLS", metric: "cls", limit: 0.02, atLeast: false, show: (value) => value.toFixed(3) },
  { label: "accessibility", metric: "accessibility", limit: 100, atLeast: true, show: (value) => String(value) },
];

interface PageScore {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  transferBytes: number;
}

async function audit(url: string, chromePath: string): Promise<PageScore | undefined> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "error" });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
    });
    if (!result) throw new Error("Lighthouse returned no result");
    // Headless Chromium now and then loses the navigation's start in its trace (NO_NAVSTART): a failed
    // measurement, not a score of 0.
    if (result.lhr.runtimeError) {
      console.log(`Lighthouse run failed (${result.lhr.runtimeError.code}); running again.`);
      return undefined;
    }
    const { categories, audits } = result.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      bestPractices: Math.round((categories["best-practices"].score ?? 0) * 100),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      fcpMs: numeric("first-contentful-paint"),
      transferBytes: numeric("total-byte-weight"),
    };
  } finally {
    chrome.kill();
  }
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" / ");
}

/** A booking made through the API as the booking page makes it; its confirmation page is the one audited. */
async function bookedToken(baseURL: string): Promise<string> {
  const context = await request.newContext({ baseURL });
  try {
    const booking = await book(LASH_LIFTING, context, "Lighthouse Bench");
    return (booking as typeof booking & { manageToken: string }).manageToken;
  } finally {
    await context.dispose();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Every run, the median of each figure, and the targets against the medians (exit code 1 if one is missed). */
function printRuns(title: string, runs: PageScore[]): void {
  const columns: ReadonlyArray<[label: string, show: (score: PageScore) => string]> = [
    ["performance", (score) => String(score.performance)],
    ["accessibility", (score) => String(score.accessibility)],
    ["best practices", (score) => String(score.bestPractices)],
    ["LCP", (score) => `${(score.lcpMs / 1000).toFixed(2)} s`],
    ["TBT", (score) => `${Math.round(score.tbtMs)} ms`],
    ["CLS", (score) => score.cls.toFixed(3)],
    ["FCP", (score) => `${(score.fcpMs / 1000).toFixed(2)} s`],
    ["transferred", (score) => `${(score.transferBytes / 1000).toFixed(1)} kB`],
  ];
  const medians = Object.fromEntries(
    (Object.keys(runs[0]) as Array<keyof PageScore>).map((metric) => [metric, median(runs.map((run) => run[metric]))]),
  ) as unknown as PageScore;
  console.log(`\nLighthouse, mobile, ${title}: ${runs.length} run(s) and the median of each figure`);
  console.log(`| run | ${columns.map(([label]) => label).join(" | ")} |`);
  console.log(`|---|${columns.map(() => "---:").join("|")}|`);
  runs.forEach((run, index) => console.log(`| ${index + 1} | ${columns.map(([, show]) => show(run)).join(" | ")} |`));
  console.log(`| median | ${columns.map(([, show]) => show(medians)).join(" | ")} |`);

  console.log("\nTargets (against the medians):");
  let missed = 0;
  for (const target of TARGETS) {
    const value = medians[target.metric];
    const met = target.atLeast ? value >= target.limit : value <= target.limit;
    if (!met) missed += 1;
    console.log(`  ${met ? "PASS" : "FAIL"}  ${target.label} ${target.show(value)} (target ${target.atLeast ? "≥" : "≤"} ${target.show(target.limit)})`);
  }
  if (missed > 0) {
    console.log(`\n${missed} target(s) missed.`);
    process.exitCode = 1;
  }
}

async function main(): Promise<void> {
  execFileSync(process.execPath, [path.join(root, "scripts/build-if-needed.mjs")], { cwd: root, stdio: "inherit" });
  const chromePath = process.env.CHROME_PATH ?? findChromium();
  if (!chromePath) throw new Error("No Chromium found: apt-get install -y chromium, or set CHROME_PATH");

  printBookingPageScripts(measureBookingPageScripts());
  // Lighthouse simulates a slow phone from what this machine measures: a busy machine scores lower.
  console.log(`\n${os.cpus().length} cores, load average ${loadAverage()} (1 / 5 / 15 min) at start`);

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-bench-web-"));
  const app = await startAppProcess({ dataDir });
  try {
    for (const page of PAGES) {
      const path = page === "confirmed" ? `/booking/confirmed/${await bookedToken(app.url)}` : "/";
      const loadBefore = loadAverage();
      const runs: PageScore[] = [];
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt += 1) {
        const score = await audit(`${app.url}${path}`, chromePath);
        if (score) runs.push(score);
      }
      if (runs.length === 0) throw new Error("every Lighthouse run failed");
      printRuns(page === "confirmed" ? "confirmation page (/booking/confirmed/{token})" : "booking page (/)", runs);
      console.log(`Load average (1 / 5 / 15 min): ${loadBefore} before these runs, ${loadAverage()} after`);
    }
  } finally {
    await app.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
