/**
 * `npm run bench [-- --postgres | --no-embedded]`: the API benchmark with the arguments given, then the
 * capacity benchmark of the embedded default. npm appends arguments to a script's last command only, so
 * the two cannot simply be chained in package.json. Exits 1 when either reports a missed target.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const runs = [
  ["bench/api.ts", ...process.argv.slice(2)],
  ["bench/capacity.ts"],
];
let failed = false;
for (const [file, ...args] of runs) {
  const { status } = spawnSync(process.execPath, ["--import", "tsx", path.join(root, file), ...args], { cwd: root, stdio: "inherit" });
  if (status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
