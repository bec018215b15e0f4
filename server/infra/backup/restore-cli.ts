// `npm run restore -- <file> [--force]`: replaces the configured database's contents (DATABASE_URL, or the
// embedded one in DATA_DIR, created if missing) with a backup written by `npm run backup`.
import fs from "node:fs";
import path from "node:path";
import { openDatabaseFromEnv } from "../db/open-from-env";
import { loadEnv } from "../env";
import { backupsDir, describeContents } from "./backup-file";
import { restoreBackup } from "./restore";

const USAGE = `Usage: npm run restore -- <backup file> [--force]
  Replaces everything in the configured database with the backup's contents.
  --force   replace a database that already holds bookings`;

function parseArgs(args: string[]): { file: string; force: boolean } | undefined {
  const force = args.includes("--force");
  const rest = args.filter((arg) => arg !== "--force");
  if (rest.length !== 1 || rest[0].startsWith("-")) return undefined;
  return { file: rest[0], force };
}

/** Relative to where `npm run` was typed (npm runs scripts in the project folder), or a name in DATA_DIR/backups. */
function locate(file: string, dataDir: string): string {
  const typed = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const inBackups = path.join(backupsDir(dataDir), file);
  return !fs.existsSync(typed) && fs.existsSync(inBackups) ? inBackups : typed;
}

const args = parseArgs(process.argv.slice(2));
if (!args) {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  try {
    const env = loadEnv();
    const file = locate(args.file, env.dataDir);
    const database = await openDatabaseFromEnv(env, { poolSize: 1 });
    try {
      const { header, replacedBookings, migratedAfter } = await restoreBackup(database.pool, file, { force: args.force });
      const target = database.kind === "embedded" ? `the embedded database in ${env.dataDir}` : "the database at DATABASE_URL";
      console.log(`Restored ${file} (taken ${header.createdAt}) into ${target}: ${describeContents(header)}.`);
      if (replacedBookings > 0) console.log(`It replaced the ${replacedBookings} bookings the database held.`);
      if (migratedAfter > 0) console.log(`Brought the restored data up to this version's schema (${migratedAfter} newer migrations).`);
      console.log("Sign-ins are not kept in backups: admins sign in again.");
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(`Restore failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
