/**
 * `npm run bench:web [-- --runs N]`: page speed of the booking page (/) as a phone sees it. Builds the
 * SPA if needed, starts the real server on a fresh embedded database, and runs Lighthouse (mobile
 * emulation and simulated slow 4G, its defaults) in Debian's Chromium N times (default 5: the score
 * swings with the machine's load), printing the run with the median performance score: performance,
 * accessibility and best-practices scores, LCP, TBT and CLS. Also prints the booking page's initial
 * JavaScript from the build, gzipped, measured as scripts/check-bundle.mjs measures it for the budget.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "../e2e/chromium.mjs";
import { startAppProcess } from "../scripts/app-process";
import { measureBookingPageScripts, printBookingPageScripts } from "../scripts/check-bundle.mjs";

const root = path.resolve(import.meta.dirname, "..");
const runsFlag = process.argv.indexOf("--runs");
const RUNS = runsFlag >= 0 ? Number(process.argv[runsFlag + 1]) : 5;
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"];

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

async function main(): Promise<void> {
  execFileSync(process.execPath, [path.join(root, "scripts/build-if-needed.mjs")], { cwd: root, stdio: "inherit" });
  const chromePath = process.env.CHROME_PATH ?? findChromium();
  if (!chromePath) throw new Error("No Chromium found: apt-get install -y chromium, or set CHROME_PATH");

  printBookingPageScripts(measureBookingPageScripts());

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-bench-web-"));
  const app = await startAppProcess({ dataDir });
  try {
    const runs: PageScore[] = [];
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt += 1) {
      const score = await audit(`${app.url}/`, chromePath);
      if (score) runs.push(score);
    }
    if (runs.length === 0) throw new Error("every Lighthouse run failed");
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(`\nLighthouse ${runs.length} run(s), mobile, booking page (/); median by performance (all: ${runs.map((run) => run.performance).join(", ")}):`);
    console.log("| performance | accessibility | best practices | LCP | TBT | CLS | FCP | transferred |");
    console.log("|---:|---:|---:|---:|---:|---:|---:|---:|");
    console.log(
      `| ${median.performance} | ${median.accessibility} | ${median.bestPractices} | ${(median.lcpMs / 1000).toFixed(2)} s | ` +
        `${Math.round(median.tbtMs)} ms | ${median.cls.toFixed(3)} | ${(median.fcpMs / 1000).toFixed(2)} s | ${(median.transferBytes / 1000).toFixed(1)} kB |`,
    );
  } finally {
    await app.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
