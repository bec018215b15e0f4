/**
 * Carries a DATA_DIR written by an earlier Cita (PGlite, in DATA_DIR/pglite) into the embedded PostgreSQL
 * server (or DATABASE_URL): PGlite is installed for the occasion (it is no longer a dependency), the old
 * database is backed up into DATA_DIR/backups like any backup, and that backup is restored.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { openDatabase } from "../db/database";
import { embeddedClusterDir } from "../db/open-from-env";
import { backupFileName, backupsDir, type BackupHeader } from "./backup-file";
import { writeBackup } from "./dump";
import { restoreBackup, type RestoreResult } from "./restore";

const run = promisify(execFile);

/** The versions the earlier Cita ran, which install together (pglite 0.5.16 does not resolve beside the socket). */
export const PGLITE_PACKAGES = ["@electric-sql/pglite@0.5.14", "@electric-sql/pglite-socket@0.2.17"];

export interface PGliteEngine {
  close(): Promise<void>;
}

export interface PGliteModules {
  PGlite: { create(dataDir: string): Promise<PGliteEngine> };
  PGLiteSocketServer: new (options: { db: PGliteEngine; path: string; maxConnections: number }) => {
    start(): Promise<void>;
    stop(): Promise<void>;
  };
}

/** Nothing was changed: no PGlite folder, or PGlite could not be installed. */
export class ImportError extends Error {}

/** Installs PGlite into `folder` (with `npm install --prefix`) and loads it from there. */
export async function installPglite(folder: string): Promise<PGliteModules> {
  try {
    await run("npm", ["install", "--prefix", folder, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", ...PGLITE_PACKAGES]);
  } catch (error) {
    const output = (error as { stderr?: string }).stderr?.trim();
    throw new ImportError(`Could not install ${PGLITE_PACKAGES.join(" and ")} to read the old database (npm needs the registry):\n${output || (error as Error).message}`);
  }
  const load = (name: string) => import(pathToFileURL(path.join(folder, "node_modules", name, "dist/index.js")).href);
  const [{ PGlite }, { PGLiteSocketServer }] = await Promise.all([load("@electric-sql/pglite"), load("@electric-sql/pglite-socket")]);
  return { PGlite, PGLiteSocketServer } as PGliteModules;
}

/**
 * Serves the PGlite database on a private socket and backs it up through the `pg` driver, on one
 * connection: every socket connection shares PGlite's single session.
 */
async function backupPglite(modules: PGliteModules, legacyDir: string, socketDir: string, file: string): Promise<BackupHeader> {
  const engine = await modules.PGlite.create(legacyDir);
  try {
    const server = new modules.PGLiteSocketServer({ db: engine, path: path.join(socketDir, ".s.PGSQL.5432"), maxConnections: 4 });
    await server.start();
    const pool = new pg.Pool({ host: socketDir, port: 5432, user: "postgres", database: "postgres", max: 1 });
    try {
      return await writeBackup(pool, file);
    } finally {
      await pool.end();
      await server.stop();
    }
  } finally {
    await engine.close();
  }
}

/** `DATA_DIR/pglite-imported-2026-11-24` (then `-2`, `-3`… if that is taken). */
function keptName(dataDir: string, now: Date): string {
  const base = path.join(dataDir, `pglite-imported-${now.toISOString().slice(0, 10)}`);
  let candidate = base;
  for (let index = 2; fs.existsSync(candidate); index += 1) candidate = `${base}-${index}`;
  return candidate;
}

export interface ImportOptions {
  dataDir: string;
  /** Import into this server instead of the embedded one in DATA_DIR. */
  databaseUrl?: string;
  force?: boolean;
  log?: (line: string) => void;
  now?: Date;
  /** Already loaded PGlite (tests); otherwise it is installed into a temporary folder. */
  modules?: PGliteModules;
}

export interface ImportResult {
  file: string;
  keptAs: string;
  restored: RestoreResult;
}

export async function importPglite(options: ImportOptions): Promise<ImportResult> {
  const { dataDir } = options;
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const legacyDir = path.join(dataDir, "pglite");
  if (!fs.existsSync(path.join(legacyDir, "PG_VERSION"))) throw new ImportError(`No PGlite database in ${legacyDir}: there is nothing to import.`);

  const work = await fsp.mkdtemp(path.join(os.tmpdir(), "cita-pglite-"));
  try {
    if (!options.modules) log(`Installing ${PGLITE_PACKAGES.join(" and ")} into ${work} to read the old database…`);
    const modules = options.modules ?? (await installPglite(work));
    const file = path.join(backupsDir(dataDir), backupFileName(now));
    await backupPglite(modules, legacyDir, work, file);
    log(`Backed up the PGlite database in ${legacyDir} to ${file}.`);

    // The embedded server will not start beside a PGlite folder, so the folder is set aside first.
    const keptAs = keptName(dataDir, now);
    await fsp.rename(legacyDir, keptAs);
    const clusterDir = embeddedClusterDir({ dataDir });
    const clusterExisted = fs.existsSync(clusterDir);
    try {
      const database = await openDatabase({ databaseUrl: options.databaseUrl, embeddedDir: clusterDir, poolSize: 1 });
      try {
        const restored = await restoreBackup(database.pool, file, { force: options.force });
        return { file, keptAs, restored };
      } finally {
        await database.close();
      }
    } catch (error) {
      if (!options.databaseUrl && !clusterExisted) await fsp.rm(clusterDir, { recursive: true, force: true });
      await fsp.rename(keptAs, legacyDir);
      throw error;
    }
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}
