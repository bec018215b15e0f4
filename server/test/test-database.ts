import crypto from "node:crypto";
import { inject } from "vitest";
import { openDatabase, type Database, type DatabaseOptions } from "../infra/db/database";
import { adminUrlFor } from "./postgres-urls";

/** A private database for one test file, holding the migrated schema and the default catalogue. */
export interface TestDatabase extends Database {
  /** The database's URL, so a test can connect a second "app instance" or a child process to it. */
  connectionUrl: string;
}

/** The run's database server: TEST_DATABASE_URL, or the embedded server the global setup started. */
export function testServerUrl(): string {
  return inject("testServerUrl");
}

/** Pool settings a test may shrink, to see what the app does when the database is busy. */
export type TestDatabaseOptions = Pick<DatabaseOptions, "poolSize" | "connectionTimeoutMillis" | "statementTimeoutMillis">;

/** A new database cloned from the run's migrated template; dropped on close. */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  const name = `cita_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = await openDatabase({ databaseUrl: adminUrlFor(serverUrl), poolSize: 1 });
  await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${inject("templateDatabase")}`);
  const connectionUrl = adminUrlFor(serverUrl, name);
  const database = await openDatabase({ databaseUrl: connectionUrl, ...options });
  return {
    ...database,
    kind: process.env.TEST_DATABASE_URL ? "postgres" : "embedded",
    connectionUrl,
    async close() {
      await database.close();
      await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
