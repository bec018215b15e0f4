// `npm run import-pglite [-- --force]`: copies the database an earlier Cita kept in DATA_DIR/pglite into
// the embedded PostgreSQL server (or DATABASE_URL), keeping a backup of it and the old folder.
import { loadEnv } from "../env";
import { describeContents } from "./backup-file";
import { importPglite } from "./import-pglite";

const args = process.argv.slice(2);
if (args.some((arg) => arg !== "--force")) {
  console.error("Usage: npm run import-pglite [-- --force]   (stop Cita first; --force replaces a database that already holds bookings)");
  process.exitCode = 2;
} else {
  try {
    const env = loadEnv();
    const { file, keptAs, restored } = await importPglite({
      dataDir: env.dataDir,
      databaseUrl: env.DATABASE_URL,
      force: args.includes("--force"),
      log: (line) => console.log(line),
    });
    const target = env.DATABASE_URL ? "the database at DATABASE_URL" : `the embedded PostgreSQL server in ${env.dataDir}`;
    console.log(`Imported ${describeContents(restored.header)} into ${target}.`);
    console.log(`The old folder is kept as ${keptAs}, and its backup as ${file}; delete them once you have checked your data.`);
    console.log("Start Cita with: npm start");
  } catch (error) {
    console.error(`Import failed, the PGlite folder is unchanged: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
