import fs from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { MIGRATIONS_FOLDER } from "../paths";

/** Any fixed number; every app instance (and a restore, server/infra/backup) must use the same one. */
export const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies pending migrations. Two instances starting at once serialise on an advisory lock, so the
 * second one finds the work done instead of racing the first. Neither the wait for that lock nor a long
 * migration is cut short by the pool's statement timeout, which is meant for requests.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SET statement_timeout = 0");
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
    await client.query("RESET statement_timeout");
    client.release();
  } catch (error) {
    // A connection left without its timeout is not handed back to the pool for requests.
    client.release(error as Error);
    throw error;
  }
}

function expectedMigrationCount(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** True when every migration shipped with this build is recorded as applied. */
export async function migrationsApplied(pool: pg.Pool): Promise<boolean> {
  const result = await pool.query<{ count: string }>(
    "SELECT count(*)::text AS count FROM drizzle.__drizzle_migrations",
  );
  return Number(result.rows[0]?.count ?? 0) >= expectedMigrationCount();
}
