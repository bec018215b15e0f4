// `node scripts/check-bundle.mjs` after `vite build`: the JavaScript a plain visit to the booking page
// downloads, gzipped, against its budget (BOOKING_PAGE_BUDGET_BYTES); exits 1 above it.
//
// A plain visit downloads the entry script of dist/public/index.html and everything it imports statically
// (Vite also lists those as modulepreloads). Every other chunk is a dynamic import that waits for a
// visitor's action or another route; the booking browser test checks that a visit without interaction
// really fetches exactly the files measured here, so a chunk started on mount would fail it.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * The booking page's first-screen JavaScript, in bytes after gzip (1 kB = 1000 bytes): React DOM alone is
 * about 64 kB of it, so everything the first screen does not show loads on demand. Measured at 100.2 kB
 * for commit 8f4006b as built today; the router's loaders of the booking's confirmation and deposit
 * pages and the early start of the back office's long lists (each a few hundred bytes of route and
 * chunk names) bring it to 100.9 kB. The line sits just above that, so any new first-screen code must
 * pay for itself by loading something else on demand.
 */
export const BOOKING_PAGE_BUDGET_BYTES = 101_000;

const DEFAULT_PUBLIC_DIR = path.resolve(import.meta.dirname, "../dist/public");

/** `import{a as b}from"./x.js"`, `import"./x.js"` and `export*from"./x.js"` in built code, but not `import("./x.js")`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

function htmlReferences(html, pattern) {
  return [...html.matchAll(pattern)].map((match) => match[1]);
}

/**
 * The booking page's initial scripts as site paths ("/assets/index-abc.js") with their size raw and
 * gzipped (level 6, what common servers and CDNs use), and the totals.
 */
export function measureBookingPageScripts(publicDir = DEFAULT_PUBLIC_DIR) {
  const indexFile = path.join(publicDir, "index.html");
  if (!fs.existsSync(indexFile)) throw new Error(`${indexFile} is missing: run \`npx vite build\` first`);
  const html = fs.readFileSync(indexFile, "utf8");
  const entries = htmlReferences(html, /<script[^>]*type="module"[^>]*src="([^"]+)"/g);
  const preloads = htmlReferences(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g);

  const files = new Map();
  const visit = (sitePath) => {
    if (files.has(sitePath)) return;
    const content = fs.readFileSync(path.join(publicDir, sitePath));
    files.set(sitePath, { file: sitePath, bytes: content.length, gzipped: zlib.gzipSync(content, { level: 6 }).length });
    for (const [, specifier] of content.toString("utf8").matchAll(STATIC_IMPORT)) {
      visit(path.posix.join(path.posix.dirname(sitePath), specifier));
    }
  };
  // Modulepreloads are fetched even if nothing imports them, so they count whether or not the walk finds them.
  for (const sitePath of [...entries, ...preloads]) visit(sitePath);

  const scripts = [...files.values()];
  return {
    scripts,
    totalBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    totalGzipped: scripts.reduce((sum, script) => sum + script.gzipped, 0),
  };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Prints each initial script and the total, largest first. */
export function printBookingPageScripts(measurement) {
  console.log("Booking page initial JavaScript (entry + static imports; gzip level 6, 1 kB = 1000 bytes):");
  for (const script of [...measurement.scripts].sort((a, b) => b.gzipped - a.gzipped)) {
    console.log(`  ${script.file}  ${kB(script.bytes)} → ${kB(script.gzipped)} gzipped`);
  }
  console.log(`  total ${kB(measurement.totalBytes)} → ${kB(measurement.totalGzipped)} gzipped (budget ${kB(BOOKING_PAGE_BUDGET_BYTES)})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const measurement = measureBookingPageScripts();
  printBookingPageScripts(measurement);
  if (measurement.totalGzipped > BOOKING_PAGE_BUDGET_BYTES) {
    console.error(
      `\n✖ The booking page's initial JavaScript is ${kB(measurement.totalGzipped)} gzipped, over the ${kB(BOOKING_PAGE_BUDGET_BYTES)} budget. ` +
        "Load what the first screen does not need with a dynamic import().",
    );
    process.exit(1);
  }
}
