// `npm start` runs what was built: the web app (dist/public) and the server (dist/server). Each is
// rebuilt when it is missing or its sources are newer than it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function outdated(output, sourceDirs) {
  const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  return builtAt < Math.max(...sourceDirs.map((dir) => newestMtime(path.join(root, dir))));
}

if (outdated(path.join(root, "dist/public/index.html"), ["client", "shared"])) {
  console.log("Building the web app…");
  execFileSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
}
if (outdated(path.join(root, "dist/server/index.js"), ["server", "shared"])) {
  console.log("Building the server…");
  execFileSync(process.execPath, [path.join(root, "scripts/build-server.mjs")], { cwd: root, stdio: "inherit" });
}
