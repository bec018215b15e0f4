import path from "node:path";
import type { Env } from "../env";
import { openDatabase, type Database } from "./database";

/** The database the environment names: `DATABASE_URL` when set, else the embedded one under `DATA_DIR`. */
export function openDatabaseFromEnv(env: Env): Promise<Database> {
  return openDatabase({ databaseUrl: env.DATABASE_URL, embeddedDir: path.join(env.dataDir, "pglite") });
}
