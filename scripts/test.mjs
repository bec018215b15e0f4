// `npm test`: typecheck, lint, the copy detector, unit and API tests, the build and its bundle budget, then browser tests when Chromium is installed.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium } from "../e2e/chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    printTotals();
    process.exit(result.status ?? 1);
  }
}

function runVitest(label, projects, env = {}) {
  const report = path.join(os.tmpdir(), `cita-vitest-${process.pid}-${projects.join("-")}.json`);
  const projectArgs = projects.flatMap((project) => ["--project", project]);
  try {
    run(label, bin("vitest"), ["run", ...projectArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], env);
  } finally {
    if (fs.existsSync(report)) {
      const json = JSON.parse(fs.readFileSync(report, "utf8"));
      totals.passed += json.numPassedTests;
      totals.failed += json.numFailedTests;
      totals.skipped += json.numPendingTests + json.numTodoTests;
      fs.rmSync(report);
    }
  }
}

function printTotals() {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

/** Runs independent checks side by side; each one's output is printed whole once it ends. */
async function runTogether(steps) {
  const results = await Promise.all(
    steps.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, env: process.env });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (status) => resolve({ label, status, output }));
        }),
    ),
  );
  for (const { label, status, output } of results) {
    console.log(`\n▶ ${label}`);
    if (output) process.stdout.write(output);
    if (status !== 0) console.error(`\n✖ ${label} failed`);
  }
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    printTotals();
    process.exit(failed.status ?? 1);
  }
}

await runTogether([
  ["typecheck", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]],
  ["lint", bin("eslint"), [".", "--max-warnings=0"]],
  // Copies of six lines or more may make up at most 0.5 % of the code (.jscpd.json); the tree stood at 0.81 % before it was folded.
  ["copy detector (jscpd)", bin("jscpd"), ["--silent"]],
]);
runVitest("unit and API tests", ["unit", "api"]);

// The bundle budget needs no browser, so the build and its check run with or without Chromium.
run("build the web app", bin("vite"), ["build", "--logLevel", "warn"]);
run("booking page JavaScript budget", process.execPath, [path.join(root, "scripts/check-bundle.mjs")]);
const chromium = findChromium();
if (chromium) {
  runVitest("browser tests (Chromium)", ["e2e"], { CHROMIUM_PATH: chromium });
} else {
  console.warn(`
************************************************************************
*  BROWSER TESTS SKIPPED: no Chromium found.                            *
*  Install Debian's package (apt-get install -y chromium) or set        *
*  CHROMIUM_PATH to a Chromium binary, then run npm test again.         *
*  (.ci/run installs it, so CI always runs them.)                       *
************************************************************************`);
}
printTotals();
