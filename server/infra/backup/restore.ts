import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { readMigrationFiles, type MigrationMeta } from "drizzle-orm/migrator";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { MIGRATION_LOCK_KEY } from "../db/migrate";
import { MIGRATIONS_FOLDER } from "../paths";
import { BackupFileError, openBackup, PORTABLE_SESSION_SETTINGS, qualified, quote, type BackupHeader } from "./backup-file";

/** The restore would lose data or cannot fit the backup into this database; nothing was changed. */
export class RestoreRefusedError extends Error {}

export interface RestoreResult {
  header: BackupHeader;
  /** Bookings the database held before (replaced; only ever non-zero with `force`). */
  replacedBookings: number;
  /** Migrations this build applied on top of the backup's schema. */
  migratedAfter: number;
}

/**
 * The migrator's own steps (drizzle-orm's PgDialect.migrate: the same table, hash and timestamp), run on
 * the restore's connection so that they are part of its one transaction.
 */
async function applyMigrations(client: pg.ClientBase, migrations: MigrationMeta[]): Promise<void> {
  await client.query("CREATE SCHEMA IF NOT EXISTS drizzle");
  await client.query("CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)");
  for (const migration of migrations) {
    for (const statement of migration.sql) await client.query(statement);
    await client.query("INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)", [migration.hash, migration.folderMillis]);
  }
}

async function exists(client: pg.ClientBase, table: string): Promise<boolean> {
  return (await client.query<{ present: boolean }>("SELECT to_regclass($1) IS NOT NULL AS present", [table])).rows[0].present;
}

async function count(client: pg.ClientBase, table: string): Promise<number> {
  return (await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`)).rows[0].count;
}

async function publicTables(client: pg.ClientBase): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
      ORDER BY c.relname`,
  );
  return result.rows.map((row) => row.name);
}

/** Checks that the backup can go into this database without losing anything the caller did not agree to lose. */
async function checkTarget(client: pg.ClientBase, header: BackupHeader, force: boolean): Promise<{ applied: number; bookings: number }> {
  const applied = (await exists(client, "drizzle.__drizzle_migrations")) ? await count(client, "drizzle.__drizzle_migrations") : 0;
  if (applied === 0 && (await publicTables(client)).length > 0) {
    throw new RestoreRefusedError(
      "The database holds tables but no Cita schema: it is not a Cita database. Restore into an empty database or Cita's own.",
    );
  }
  if (applied > header.migrations) {
    throw new RestoreRefusedError(
      `The database's schema (version ${applied}) is newer than the backup's (version ${header.migrations}), and a schema cannot be taken back. ` +
        "Restore into an empty database instead: for the embedded one, stop Cita and move DATA_DIR/postgres aside; with DATABASE_URL, create an empty database and point DATABASE_URL at it. Cita then brings the restored data up to date.",
    );
  }
  const bookings = (await exists(client, "public.appointments")) ? await count(client, "public.appointments") : 0;
  if (bookings > 0 && !force) {
    throw new RestoreRefusedError(
      `The database already holds ${bookings} booking${bookings === 1 ? "" : "s"}. A restore replaces everything in it with the backup's contents; run it again with --force to do that.`,
    );
  }
  return { applied, bookings };
}

async function copyTables(client: pg.ClientBase, backup: Awaited<ReturnType<typeof openBackup>>): Promise<void> {
  for (const table of backup.header.tables) {
    const sink = client.query(copyFrom(`COPY ${qualified(table.name)} (${table.columns.map(quote).join(", ")}) FROM STDIN`));
    await pipeline(Readable.from(backup.table(table.name)), sink);
    if (sink.rowCount !== table.rows) {
      throw new BackupFileError(`table ${table.name} should hold ${table.rows} rows and ${sink.rowCount} were read: the backup is damaged`);
    }
  }
  await backup.end();
}

/**
 * Replaces the database's contents with a backup, in one transaction: if anything fails, the database is
 * as it was. An empty database first gets the backup's schema (its migrations), the rows are copied in,
 * sequences continue where the backup's left off, and then this build's newer migrations are applied.
 *
 * Refuses (RestoreRefusedError) a backup from a newer Cita, a database whose schema is newer than the
 * backup's, and a database holding bookings unless `force` is given.
 */
export async function restoreBackup(pool: pg.Pool, file: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  const backup = await openBackup(file);
  const { header } = backup;
  const shipped = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    if (header.migrations > shipped.length) {
      throw new RestoreRefusedError(
        `This backup was made by a newer version of Cita (schema version ${header.migrations}; this one knows up to ${shipped.length}). Update Cita, then restore it.`,
      );
    }
    await client.query("BEGIN");
    try {
      for (const setting of PORTABLE_SESSION_SETTINGS) await client.query(setting);
      // An app starting meanwhile waits to migrate until the restore has committed.
      await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
      const target = await checkTarget(client, header, options.force ?? false);
      await applyMigrations(client, shipped.slice(target.applied, header.migrations));
      await client.query(`TRUNCATE ${(await publicTables(client)).map(qualified).join(", ")}`);
      await copyTables(client, backup);
      for (const sequence of header.sequences) {
        await client.query("SELECT setval($1::regclass, $2::bigint, $3)", [qualified(sequence.name), sequence.lastValue, sequence.isCalled]);
      }
      await applyMigrations(client, shipped.slice(header.migrations));
      await client.query("COMMIT");
      return { header, replacedBookings: target.bookings, migratedAfter: shipped.length - header.migrations };
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
  } catch (error) {
    // Refused before anything was sent; any other failure may have cut a COPY off, so the connection is closed.
    if (!(error instanceof RestoreRefusedError)) failure = error as Error;
    throw error;
  } finally {
    backup.close();
    client.release(failure);
  }
}
