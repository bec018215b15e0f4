import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { MIGRATIONS_FOLDER } from "../paths";
import { ImportError, importPglite, installPglite, type PGliteModules } from "./import-pglite";
import { RestoreRefusedError } from "./restore";

// Installs PGlite from the npm registry, as `npm run import-pglite` does, then runs two database engines.
const SLOW = { timeout: 240_000 };

let work: string;
let modules: PGliteModules;

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), "cita-import-test-"));
  modules = await installPglite(path.join(work, "modules"));
}, 240_000);
afterAll(async () => {
  await fs.rm(work, { recursive: true, force: true });
});

/**
 * An earlier Cita ran on PGlite, which lacks pg_trgm and unaccent: its database stops before the first
 * migration that needs them (0012, the admin lists' search indexes). The import's restore applies the rest.
 */
const LEGACY_MIGRATIONS = 12;

/** A copy of the migrations folder whose journal lists only what a PGlite-era Cita shipped. */
async function legacyMigrationsFolder(): Promise<string> {
  const folder = path.join(work, "legacy-migrations");
  await fs.cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(await fs.readFile(journalFile, "utf8")) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, LEGACY_MIGRATIONS);
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

const TABLES = ["users", "staff", "services", "appointments", "appointment_items", "email_outbox", "staff_availability"];

/** What an earlier Cita left in DATA_DIR/pglite: its schema, some services, a manicurist and a booking. */
async function legacyDataDir(name: string): Promise<{ dataDir: string; rows: Record<string, unknown[]> }> {
  const dataDir = path.join(work, name);
  const socketDir = await fs.mkdtemp(path.join(work, `${name}-socket-`));
  await fs.mkdir(path.join(dataDir, "pglite"), { recursive: true });
  const engine = await modules.PGlite.create(path.join(dataDir, "pglite"));
  const server = new modules.PGLiteSocketServer({ db: engine, path: path.join(socketDir, ".s.PGSQL.5432"), maxConnections: 4 });
  await server.start();
  const pool = new pg.Pool({ host: socketDir, port: 5432, user: "postgres", database: "postgres", max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder: await legacyMigrationsFolder() });
    // Written in the earlier schema's own columns: today's seed writes columns added since.
    await pool.query(
      "INSERT INTO services (id, name_en, name_es, duration_minutes, price) VALUES ('lash-lifting', 'Lash Lifting', 'Lifting de pestañas', 120, 55000), ('1', 'Acrylic Nails', 'Uñas acrílicas', 90, 45000)",
    );
    const staffMember = await pool.query<{ id: number }>("INSERT INTO staff (name_en, name_es) VALUES ('Daniela', 'Daniela') RETURNING id");
    await pool.query("INSERT INTO staff_availability (staff_id, available_date) VALUES ($1, '2026-11-24')", [staffMember.rows[0].id]);
    const user = await pool.query<{ id: string }>("INSERT INTO users (email, first_name, last_name) VALUES ('ana@example.com', 'Ana', 'López') RETURNING id");
    const booking = await pool.query<{ id: number }>(
      "INSERT INTO appointments (user_id, service_id, appointment_date, appointment_time) VALUES ($1, 'lash-lifting', '2026-11-24', '10:00') RETURNING id",
      [user.rows[0].id],
    );
    await pool.query(
      "INSERT INTO appointment_items (appointment_id, kind, item_id, name_en, name_es, price, duration_minutes) VALUES ($1, 'service', 'lash-lifting', 'Lash Lifting', 'Lifting de pestañas', 55000, 120)",
      [booking.rows[0].id],
    );
    await pool.query("INSERT INTO email_outbox (kind, recipient, payload) VALUES ('booking_received', 'ana@example.com', '{\"appointmentId\": 1}')");
    return { dataDir, rows: await rowsOf(pool) };
  } finally {
    await pool.end();
    await server.stop();
    await engine.close();
  }
}

async function rowsOf(pool: pg.Pool): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) rows[table] = (await pool.query(`SELECT row_to_json(t) AS row FROM ${table} t ORDER BY row_to_json(t)::text`)).rows;
  return rows;
}

describe("npm run import-pglite", () => {
  it("copies an earlier Cita's PGlite database into the embedded server and keeps the old folder aside", SLOW, async () => {
    const { dataDir, rows } = await legacyDataDir("upgrade");
    expect(rows.appointments).toHaveLength(1);
    expect(rows.staff.length).toBeGreaterThan(0);

    const lines: string[] = [];
    const result = await importPglite({ dataDir, modules, log: (line) => lines.push(line), now: new Date("2026-11-24T10:00:00Z") });
    expect(result.keptAs).toBe(path.join(dataDir, "pglite-imported-2026-11-24"));
    expect(result.restored.replacedBookings).toBe(0);
    expect(await fs.readdir(dataDir)).toEqual(expect.arrayContaining(["backups", "pglite-imported-2026-11-24", "postgres"]));
    expect(await fs.readdir(dataDir)).not.toContain("pglite");
    expect(lines.join("\n")).toContain(`Backed up the PGlite database in ${path.join(dataDir, "pglite")} to ${result.file}.`);

    const database = await openDatabase({ embeddedDir: path.join(dataDir, "postgres"), poolSize: 1 });
    try {
      // Every earlier row, with its values; columns added since carry their defaults.
      expect(await rowsOf(database.pool)).toMatchObject(rows);
    } finally {
      await database.close();
    }

    // Run again with the old folder put back: the server now holds the booking, so it refuses and puts the folder back.
    await fs.rename(result.keptAs, path.join(dataDir, "pglite"));
    const refusal = await importPglite({ dataDir, modules, now: new Date("2026-11-25T10:00:00Z") }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RestoreRefusedError);
    expect(await fs.readdir(dataDir)).toContain("pglite");
    expect(await fs.readdir(dataDir)).not.toContain("pglite-imported-2026-11-25");
  });

  it("says there is nothing to import without a PGlite folder", async () => {
    const dataDir = await fs.mkdtemp(path.join(work, "empty-"));
    await expect(importPglite({ dataDir, modules })).rejects.toThrow(ImportError);
    await expect(importPglite({ dataDir, modules })).rejects.toThrow(`No PGlite database in ${path.join(dataDir, "pglite")}`);
  });
});
