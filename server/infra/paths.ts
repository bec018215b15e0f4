import fs from "node:fs";
import path from "node:path";

function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json")) && fs.existsSync(path.join(dir, "migrations"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no Cita project folder above ${start}`);
  }
}

/** The project's folder (package.json, migrations/, dist/), whether the server runs from source or from its build. */
export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, "migrations");
export const WEB_APP_FOLDER = path.join(PROJECT_ROOT, "dist/public");
