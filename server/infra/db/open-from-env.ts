import path from "node:path";
import type { Env } from "../env";
import { openDatabase, type Database, type DatabaseOptions } from "./database";

/** The embedded server's cluster under DATA_DIR. */
export function embeddedClusterDir(env: Pick<Env, "dataDir">): string {
  return path.join(env.dataDir, "postgres");
}

/**
 * The database the environment names: `DATABASE_URL` when set, else the embedded server under `DATA_DIR`.
 * The serving process opens it as "app"; commands (admin, backup, migrate) as "tool".
 */
export function openDatabaseFromEnv(
  env: Env,
  options: Pick<DatabaseOptions, "embeddedRole" | "embeddedLog" | "poolSize"> = {},
): Promise<Database> {
  return openDatabase({ databaseUrl: env.DATABASE_URL, embeddedDir: embeddedClusterDir(env), ...options });
}
