import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";

/**
 * A pool on the embedded server a running app started under `dataDir`, from outside the app: through the
 * socket directory and port its lock file (`postmaster.pid`) names.
 */
export async function embeddedDatabasePool(dataDir: string, max = 1): Promise<pg.Pool> {
  const lockFile = (await fs.readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n");
  return new pg.Pool({ host: lockFile[4], port: Number(lockFile[3]), user: "postgres", database: "postgres", max });
}
