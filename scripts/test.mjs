// `npm test`: typecheck, lint, the copy detector, unit and API tests, the build and its bundle budget, then browser tests when Chromium is installed.
// A stage that fails ends the run with its cause: the first failing test file and its error, or the first errors a tool printed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { findChromium } from "../e2e/chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Enough of a stage's output to find its first errors in. */
const OUTPUT_KEEP_CHARS = 200_000;
const CAUSE_LINES = 15;

/** Runs a command; `echo` streams its output as it comes (it is kept either way). */
function runCommand(command, args, { env = {}, echo = false } = {}) {
  return new Promise((resolve) => {
    // Colours stay on for a terminal even though the output passes through a pipe.
    const colour = echo && process.stdout.isTTY ? { FORCE_COLOR: "1" } : {};
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...colour, ...env } });
    let output = "";
    const keep = (stream) => (chunk) => {
      if (echo) stream.write(chunk);
      output = (output + chunk).slice(-OUTPUT_KEEP_CHARS);
    };
    child.stdout.on("data", keep(process.stdout));
    child.stderr.on("data", keep(process.stderr));
    child.on("error", (error) => resolve({ status: 1, output: `${output}\n${error.message}` }));
    child.on("close", (status) => resolve({ status, output }));
  });
}

function indent(lines) {
  return lines.map((line) => `    ${line}`).join("\n");
}

/** tsc: its first errors. eslint (stylish): the first errors with their file. Anything else: its last lines. */
function firstErrors(output) {
  const lines = stripVTControlCharacters(output).split("\n");
  const typeErrors = lines.filter((line) => /error TS\d+:/.test(line));
  if (typeErrors.length > 0) return typeErrors.slice(0, CAUSE_LINES);
  const lintErrors = [];
  let file = "";
  for (const line of lines) {
    if (/^\S/.test(line)) file = line.trim();
    const found = /^\s+(\d+:\d+)\s+(?:error|warning)\s+(.*)$/.exec(line);
    if (found) lintErrors.push(`${path.relative(root, file)}:${found[1]}  ${found[2].trim().replace(/\s{2,}/g, "  ")}`);
  }
  if (lintErrors.length > 0) return lintErrors.slice(0, CAUSE_LINES);
  const firstError = lines.findIndex((line) => /\b\w*Error\b/.test(line));
  const shown = firstError >= 0 ? lines.slice(firstError) : lines.slice(-CAUSE_LINES);
  return withoutLibraryFrames(shown).filter((line) => line.trim()).slice(0, CAUSE_LINES);
}

/** An error's own lines and its frames in our code, without those inside libraries and Node. */
function withoutLibraryFrames(lines) {
  return lines.filter((line) => !/^\s*(at |❯ ).*(node_modules|node:internal|<anonymous>)/.test(line));
}

/** The first failing file of a Vitest JSON report, and its first error. */
function firstFailure(report) {
  for (const file of report.testResults ?? []) {
    const relative = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).find((test) => test.status === "failed");
    if (failed) {
      const message = withoutLibraryFrames(stripVTControlCharacters(failed.failureMessages?.[0] ?? "").split("\n"));
      return [`${relative} › ${failed.fullName}`, ...message.slice(0, CAUSE_LINES)];
    }
    if (file.status === "failed" && file.message) return [relative, ...withoutLibraryFrames(stripVTControlCharacters(file.message).split("\n")).slice(0, CAUSE_LINES)];
  }
  return undefined;
}

function fail(label, status, cause) {
  console.error(`\n✖ ${label} failed${cause?.length ? `:\n${indent(cause)}` : ""}`);
  printTotals();
  process.exit(status || 1);
}

/** How long a stage took, printed after it so slow stages show in CI's log. */
function took(started) {
  return `(${Math.round((performance.now() - started) / 1000)} s)`;
}

async function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const { status, output } = await runCommand(command, args, { env, echo: true });
  if (status !== 0) fail(label, status, firstErrors(output));
  console.log(`✓ ${label} ${took(started)}`);
}

/** Runs Vitest on `projects`: undefined when every test passed, else the exit status and the failure's cause. */
async function vitestStage(label, projects, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const report = path.join(os.tmpdir(), `cita-vitest-${process.pid}-${projects.join("-")}.json`);
  const projectArgs = projects.flatMap((project) => ["--project", project]);
  const args = ["run", ...projectArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`];
  const { status, output } = await runCommand(bin("vitest"), args, { env, echo: true });
  let json;
  if (fs.existsSync(report)) {
    json = JSON.parse(fs.readFileSync(report, "utf8"));
    fs.rmSync(report);
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  }
  // No failing test in the report: the run itself stopped (a global setup, an unhandled error), and said why.
  if (status !== 0) return { status, cause: (json && firstFailure(json)) ?? firstErrors(output) };
  console.log(`✓ ${label} ${took(started)}`);
  return undefined;
}

async function runVitest(label, projects, env = {}) {
  const failure = await vitestStage(label, projects, env);
  if (failure) fail(label, failure.status, failure.cause);
}

function printTotals() {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

/** Runs independent checks side by side; each one's output is printed whole once it ends. */
async function runTogether(steps) {
  const results = await Promise.all(
    steps.map(async ([label, command, args]) => {
      const started = performance.now();
      const result = await runCommand(command, args);
      return { label, ...result, duration: took(started) };
    }),
  );
  for (const { label, status, output, duration } of results) {
    console.log(`\n▶ ${label} ${duration}`);
    if (output) process.stdout.write(output);
    if (status !== 0) console.error(`\n✖ ${label} failed:\n${indent(firstErrors(output))}`);
  }
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    printTotals();
    process.exit(failed.status || 1);
  }
}

await runTogether([
  ["typecheck", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]],
  ["lint", bin("eslint"), [".", "--max-warnings=0"]],
  // Copies of six lines or more may make up at most 0.5 % of the code (.jscpd.json); the tree stood at 0.81 % before it was folded.
  ["copy detector (jscpd)", bin("jscpd"), ["--silent"]],
]);
await runVitest("unit and API tests", ["unit", "api"]);

// The bundle budget needs no browser, so the build and its check run with or without Chromium.
await run("build the web app", bin("vite"), ["build", "--logLevel", "warn"]);
await run("booking page JavaScript budget", process.execPath, [path.join(root, "scripts/check-bundle.mjs")]);
const chromium = findChromium();
if (chromium) {
  await runVitest("browser tests (Chromium)", ["e2e"], { CHROMIUM_PATH: chromium });
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
