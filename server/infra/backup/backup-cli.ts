// `npm run backup`: writes a backup of the configured database (DATABASE_URL, or the embedded one in
// DATA_DIR) into DATA_DIR/backups. Safe while the app runs: the dump reads one consistent snapshot.
import fs from "node:fs";
import path from "node:path";
import { openDatabaseFromEnv } from "../db/open-from-env";
import { loadEnv } from "../env";
import { backupFileName, backupsDir, describeContents } from "./backup-file";
import { writeBackup } from "./dump";

try {
  const env = loadEnv();
  const database = await openDatabaseFromEnv(env, { poolSize: 1 });
  try {
    const file = path.join(backupsDir(env.dataDir), backupFileName(new Date()));
    const header = await writeBackup(database.pool, file);
    const kilobytes = Math.ceil(fs.statSync(file).size / 1024);
    console.log(`Backed up the ${database.kind === "embedded" ? "embedded database" : "database at DATABASE_URL"}: ${describeContents(header)}.`);
    console.log(`Wrote ${file} (${kilobytes} kB). Restore it with: npm run restore -- ${file}`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
