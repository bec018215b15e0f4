import { execSync } from "node:child_process";
import fs from "node:fs";

/** Debian's Chromium (or CHROMIUM_PATH); never a downloaded browser build. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  try {
    return execSync("command -v chromium", { encoding: "utf8", shell: "/bin/sh" }).trim() || undefined;
  } catch {
    return undefined;
  }
}
