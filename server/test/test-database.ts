import crypto from "node:crypto";
import fs from "node:fs/promises";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/database";
import { adminUrlFor } from "./postgres-urls";

/**
 * A private database for one test file, holding the migrated schema and the default catalogue:
 * PGlite restored from the run's snapshot, or a PostgreSQL database cloned from the run's template.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = await fs.readFile(inject("pgliteSnapshotPath"));
    return openDatabase({ embeddedSnapshot: new Blob([snapshot]) });
  }
  const name = `cita_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = await openDatabase({ databaseUrl: adminUrlFor(serverUrl), poolSize: 1 });
  await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${inject("templateDatabase")}`);
  const database = await openDatabase({ databaseUrl: adminUrlFor(serverUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
