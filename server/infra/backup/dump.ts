import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { BACKUP_FORMAT, END_OF_TABLE, PORTABLE_SESSION_SETTINGS, qualified, quote, type BackupHeader } from "./backup-file";

/**
 * Left out of backups: express-session's rows (restoring them would bring back sign-ins that were
 * signed out or reset since, and any session of a user the backup no longer has; an admin signs in
 * again after a restore instead).
 */
export const SKIPPED_TABLES = ["sessions"];

/** A table comes after every table it references, so rows can be copied in without breaking a foreign key. */
function foreignKeySafeOrder(tables: string[], references: { from: string; to: string }[]): string[] {
  const pending = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { from, to } of references) if (from !== to && pending.has(to)) pending.get(from)?.add(to);
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter(([, needs]) => [...needs].every((table) => !pending.has(table))).map(([table]) => table);
    // A cycle of references (none in Cita's schema) is copied in name order; the restore then names the key it breaks.
    const next = ready.length > 0 ? ready : [...pending.keys()];
    for (const table of next.sort()) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

async function readHeader(client: pg.ClientBase): Promise<BackupHeader> {
  const migrated = await client.query<{ present: boolean }>("SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present");
  if (!migrated.rows[0].present) throw new Error("The database holds no Cita schema (no migrations applied): there is nothing to back up.");
  const facts = await client.query<{ migrations: number; created_at: Date; server_version: string }>(
    "SELECT (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations, now() AS created_at, current_setting('server_version') AS server_version",
  );
  const tableRows = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array(SELECT a.attname::text FROM pg_attribute a
                  WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
                  ORDER BY a.attnum) AS columns
       FROM pg_class c
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`,
  );
  const references = await client.query<{ from: string; to: string }>(
    `SELECT source.relname AS from, target.relname AS to
       FROM pg_constraint k JOIN pg_class source ON source.oid = k.conrelid JOIN pg_class target ON target.oid = k.confrelid
      WHERE k.contype = 'f' AND source.relnamespace = 'public'::regnamespace AND target.relnamespace = 'public'::regnamespace`,
  );
  const kept = tableRows.rows.filter((table) => !SKIPPED_TABLES.includes(table.name));
  // A TRUNCATE or ALTER committed while the dump runs would show this snapshot an emptied or changed table; it waits instead.
  if (kept.length > 0) await client.query(`LOCK TABLE ${kept.map((table) => qualified(table.name)).join(", ")} IN ACCESS SHARE MODE`);
  const columnsOf = new Map(kept.map((table) => [table.name, table.columns]));
  const tables: BackupHeader["tables"] = [];
  for (const name of foreignKeySafeOrder([...columnsOf.keys()], references.rows)) {
    const count = await client.query<{ rows: number }>(`SELECT count(*)::int AS rows FROM ${qualified(name)}`);
    tables.push({ name, columns: columnsOf.get(name)!, rows: count.rows[0].rows });
  }
  const sequenceNames = await client.query<{ name: string }>(
    "SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'S' ORDER BY relname",
  );
  const sequences: BackupHeader["sequences"] = [];
  for (const { name } of sequenceNames.rows) {
    const state = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${qualified(name)}`);
    sequences.push({ name, lastValue: state.rows[0].last_value, isCalled: state.rows[0].is_called });
  }
  return {
    format: BACKUP_FORMAT,
    createdAt: facts.rows[0].created_at.toISOString(),
    migrations: facts.rows[0].migrations,
    serverVersion: facts.rows[0].server_version,
    tables,
    sequences,
    skipped: tableRows.rows.map((table) => table.name).filter((name) => SKIPPED_TABLES.includes(name)),
  };
}

/** Makes a finished file survive a power cut before it is given its final name. */
async function syncFile(file: string): Promise<void> {
  const handle = await fsp.open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes a consistent backup of the database into `file`: every table is read in one REPEATABLE READ
 * snapshot, so the rows of all tables are those of one instant, while the app keeps serving. The file
 * appears under its name only once complete (it is written as `<file>.partial` first).
 *
 * Runs on one connection: the pool of an embedded PGlite (import-pglite) has only one.
 */
export async function writeBackup(pool: pg.Pool, file: string): Promise<BackupHeader> {
  const partial = `${file}.partial`;
  await fsp.mkdir(path.dirname(file), { recursive: true });
  // Claims the name first: a file already there (another writer's) is neither overwritten nor removed.
  await (await fsp.open(partial, "wx")).close();
  try {
    const header = await dumpInto(pool, partial);
    await syncFile(partial);
    await fsp.rename(partial, file);
    await syncFile(path.dirname(file));
    return header;
  } catch (error) {
    await fsp.rm(partial, { force: true });
    throw error;
  }
}

async function dumpInto(pool: pg.Pool, file: string): Promise<BackupHeader> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    for (const setting of PORTABLE_SESSION_SETTINGS) await client.query(setting);
    const header = await readHeader(client);
    async function* content() {
      yield Buffer.from(`${JSON.stringify(header)}\n`);
      for (const table of header.tables) {
        const columns = table.columns.map(quote).join(", ");
        yield* client.query(copyTo(`COPY ${qualified(table.name)} (${columns}) TO STDOUT`));
        yield END_OF_TABLE;
      }
    }
    await pipeline(Readable.from(content()), zlib.createGzip(), fs.createWriteStream(file));
    await client.query("COMMIT");
    return header;
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // A connection whose COPY was cut off mid-stream is closed rather than returned to the pool.
    client.release(failure);
  }
}
