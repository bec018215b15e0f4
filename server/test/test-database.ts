import crypto from "node:crypto";
import fs from "node:fs/promises";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/database";
import { adminUrlFor } from "./postgres-urls";

/**
 * A private database for one test file, holding the migrated schema and the default catalogue:
 * PGlite restored from the run's snapshot, or a PostgreSQL database cloned from the run's template.
 */
export interface TestDatabase extends Database {
  /** The database's URL on a real server, so a test can connect a second "app instance" to it. */
  connectionUrl?: string;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = await fs.readFile(inject("pgliteSnapshotPath"));
    return openDatabase({ embeddedSnapshot: new Blob([snapshot]) });
  }
  const name = `cita_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = await openDatabase({ databaseUrl: adminUrlFor(serverUrl), poolSize: 1 });
  await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${inject("templateDatabase")}`);
  const connectionUrl = adminUrlFor(serverUrl, name);
  const database = await openDatabase({ databaseUrl: connectionUrl });
  return {
    ...database,
    connectionUrl,
    async close() {
      await database.close();
      await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
