// `npm start` runs what was built: the web app (dist/public) and the server (dist/server). Each is
// rebuilt when it is missing or its sources are newer than it. The web app is also rebuilt when it was
// built under another NODE_ENV: Vite bakes NODE_ENV into the bundle (React's development build for
// anything but "production"), so a build made once with NODE_ENV=development must not be served in
// production. The server bundle leaves NODE_ENV to run time (esbuild defines it only for browsers), so
// its mode needs no record.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const WEB_ENTRY = "dist/public/index.html";
const SERVER_ENTRY = "dist/server/index.js";
/**
 * What the last web build here was made under: its NODE_ENV and the mtime of the index.html it wrote.
 * Kept outside dist/public, which is served. A build made by another command (`npm run build`) rewrites
 * index.html without this record, so its mode counts as unknown and the next start builds again.
 */
export const WEB_BUILD_RECORD = "dist/web-build.json";

/** The NODE_ENV a `vite build` bundles: the environment's, or "production" when it has none. */
export function webBuildMode(nodeEnv) {
  return nodeEnv || "production";
}

function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function mtime(file) {
  return fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
}

function readRecord(root) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, WEB_BUILD_RECORD), "utf8"));
  } catch {
    return undefined;
  }
}

function outdatedReason(root, output, sourceDirs) {
  const builtAt = mtime(path.join(root, output));
  if (builtAt === undefined) return `${output} is missing`;
  if (builtAt < Math.max(...sourceDirs.map((dir) => newestMtime(path.join(root, dir))))) return `${sourceDirs.join("/ or ")}/ changed since the build`;
  return undefined;
}

/**
 * Why each part must be built before a start under `nodeEnv`, or undefined when what is built will do.
 * @param {string} root the checkout
 * @param {string | undefined} nodeEnv the NODE_ENV of this start
 * @returns {{ web: string | undefined, server: string | undefined }}
 */
export function staleParts(root, nodeEnv) {
  const mode = webBuildMode(nodeEnv);
  let web = outdatedReason(root, WEB_ENTRY, ["client", "shared"]);
  if (!web) {
    const record = readRecord(root);
    if (record?.indexMtimeMs !== mtime(path.join(root, WEB_ENTRY))) web = "the web app's NODE_ENV was not recorded at its build";
    else if (record.nodeEnv !== mode) web = `the web app was built with NODE_ENV=${record.nodeEnv}, this start runs with NODE_ENV=${mode}`;
  }
  return { web, server: outdatedReason(root, SERVER_ENTRY, ["server", "shared"]) };
}

/**
 * Builds what `staleParts` names, and records the web build's mode once it has succeeded.
 * @param {{ root: string, nodeEnv: string | undefined, buildWeb: () => void, buildServer: () => void, log?: (line: string) => void }} options
 */
export function buildIfNeeded({ root, nodeEnv, buildWeb, buildServer, log = console.log }) {
  const { web, server } = staleParts(root, nodeEnv);
  if (web) {
    log(`Building the web app (${web})…`);
    fs.rmSync(path.join(root, WEB_BUILD_RECORD), { force: true });
    buildWeb();
    const record = { nodeEnv: webBuildMode(nodeEnv), indexMtimeMs: mtime(path.join(root, WEB_ENTRY)) };
    fs.writeFileSync(path.join(root, WEB_BUILD_RECORD), `${JSON.stringify(record)}\n`);
  }
  if (server) {
    log(`Building the server (${server})…`);
    buildServer();
  }
}

// Run as a script (`node scripts/build-if-needed.mjs`), not imported by its test.
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, "..");
  const run = (args) => execFileSync(process.execPath, args, { cwd: root, stdio: "inherit" });
  buildIfNeeded({
    root,
    nodeEnv: process.env.NODE_ENV,
    buildWeb: () => run([path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"]),
    buildServer: () => run([path.join(root, "scripts/build-server.mjs")]),
  });
}
