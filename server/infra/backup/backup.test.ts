import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteReviews } from "@shared/schema";
import { openDatabase, type Database } from "../db/database";
import { MIGRATIONS_FOLDER } from "../paths";
import { bookingPayload } from "../../test/booking-fixtures";
import { addAdmin, addStaff } from "../../test/factories";
import { createTestContext, type TestContext } from "../../test/harness";
import { adminUrlFor } from "../../test/postgres-urls";
import { testServerUrl } from "../../test/test-database";
import { BackupFileError, backupFileName } from "./backup-file";
import { SKIPPED_TABLES, writeBackup } from "./dump";
import { restoreBackup, RestoreRefusedError } from "./restore";

let ctx: TestContext;
let dir: string;
const opened: Database[] = [];
const created: string[] = [];

/** A database with nothing in it, as on a new server: no schema, no catalogue. */
async function emptyDatabase(): Promise<Database> {
  const name = `cita_restore_${crypto.randomBytes(6).toString("hex")}`;
  const admin = await openDatabase({ databaseUrl: adminUrlFor(testServerUrl()), poolSize: 1 });
  await admin.pool.query(`CREATE DATABASE ${name}`);
  await admin.close();
  created.push(name);
  const database = await openDatabase({ databaseUrl: adminUrlFor(testServerUrl(), name), poolSize: 2 });
  opened.push(database);
  return database;
}

async function tableNames(database: Database): Promise<string[]> {
  const result = await database.pool.query<{ name: string }>(
    "SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY relname",
  );
  return result.rows.map((row) => row.name);
}

/** Every row of every table as JSON text, sorted: two databases holding the same data give equal snapshots. */
async function contents(database: Database, except: string[] = SKIPPED_TABLES): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of await tableNames(database)) {
    if (except.includes(table)) continue;
    const result = await database.pool.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM public."${table}" t`);
    snapshot[table] = result.rows.map((row) => row.row).sort();
  }
  return snapshot;
}

async function sequences(database: Database): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  const names = await database.pool.query<{ name: string }>("SELECT relname AS name FROM pg_class WHERE relkind = 'S' AND relnamespace = 'public'::regnamespace");
  for (const { name } of names.rows) {
    const result = await database.pool.query<{ state: string }>(`SELECT last_value || '/' || is_called AS state FROM public."${name}"`);
    state[name] = result.rows[0].state;
  }
  return state;
}

const backupPath = () => path.join(dir, backupFileName(new Date()));

let backupFile: string;
let backedUp: Record<string, string[]>;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-backup-"));
  ctx = await createTestContext();
  await addStaff(ctx.database.db, { name: "Camila", serviceIds: ["lash-lifting", "gelish"], workingDates: ["2026-11-24", "2026-11-25"] });
  const bookings = [
    bookingPayload({ appointmentTime: "09:00" }),
    bookingPayload({ appointmentTime: "12:30", customerName: "Zoë O'Brien-Núñez", customerEmail: "zoe@example.com" }),
    bookingPayload({ appointmentDate: "2026-11-25", appointmentTime: "10:00" }),
    bookingPayload({
      services: [{ serviceId: "gelish", price: 0, durationMinutes: 0 }],
      appointmentDate: "2026-11-25",
      appointmentTime: "15:00",
      customerName: "Lucía Fernández",
      customerEmail: "lucia@example.com",
      customerPhone: "+52 664 555 0199",
    }),
  ];
  for (const body of bookings) {
    const res = await request(ctx.app).post("/api/appointments/public").send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  // A completed visit: the client's kept count of visits must come back as it was, not counted again.
  await ctx.database.pool.query("UPDATE appointments SET status = 'completed' WHERE appointment_time = '09:00'");
  // Text that COPY has to escape: line breaks, tabs, backslashes, a lone "\." and characters outside ASCII.
  await ctx.database.db.insert(siteReviews).values({ customerName: "Ana \\ Tab\there", rating: 5, comment: "Línea 1\nLínea 2\r\n\\.\n💅 «perfecto»" });
  const admin = await addAdmin(ctx.database.db, { username: "owner" });
  expect((await request(ctx.app).post("/api/admin/login").send({ username: "owner", password: admin.password })).status).toBe(200);

  backedUp = await contents(ctx.database);
  backupFile = backupPath();
  await writeBackup(ctx.database.pool, backupFile);
});

afterAll(async () => {
  for (const database of opened) await database.close();
  const admin = await openDatabase({ databaseUrl: adminUrlFor(testServerUrl()), poolSize: 1 });
  for (const name of created) await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.close();
  await ctx?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("restores every booking, client, item and email into an empty database, where ids continue", async () => {
    expect(backedUp.appointments).toHaveLength(4);
    expect(backedUp.users).toHaveLength(4);
    expect(backedUp.appointment_items.length).toBeGreaterThanOrEqual(4);
    expect(backedUp.email_outbox.length).toBeGreaterThanOrEqual(4);
    expect(backedUp.services.length).toBeGreaterThan(5);
    expect(backedUp.users.filter((row) => row.includes('"completed_visits":1'))).toHaveLength(1);

    const target = await emptyDatabase();
    const result = await restoreBackup(target.pool, backupFile);
    expect(result).toMatchObject({ replacedBookings: 0, migratedAfter: 0 });
    expect(await contents(target)).toEqual(backedUp);
    expect(await sequences(target)).toEqual(await sequences(ctx.database));
    // Sign-ins are not carried over.
    expect((await ctx.database.pool.query("SELECT 1 FROM sessions")).rowCount).toBeGreaterThan(0);
    expect((await target.pool.query("SELECT 1 FROM sessions")).rowCount).toBe(0);

    const next = await target.pool.query<{ id: number }>(
      "INSERT INTO site_reviews (customer_name, rating, comment) VALUES ('New', 4, 'after the restore') RETURNING id",
    );
    const highest = await ctx.database.pool.query<{ id: number }>("SELECT max(id) AS id FROM site_reviews");
    expect(next.rows[0].id).toBe(highest.rows[0].id + 1);
    const [migrated] = (await target.pool.query<{ count: number }>("SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations")).rows;
    const [expected] = (await ctx.database.pool.query<{ count: number }>("SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations")).rows;
    expect(migrated.count).toBe(expected.count);
  });

  it("refuses a database holding bookings without force, and with force puts back exactly the backup", async () => {
    await ctx.database.pool.query("DELETE FROM appointments WHERE appointment_time = '09:00'");
    const extra = await request(ctx.app)
      .post("/api/appointments/public")
      .send(bookingPayload({ appointmentTime: "15:00", customerName: "Later Booking", customerEmail: "later@example.com" }));
    expect(extra.status).toBe(201);
    const before = await contents(ctx.database);

    const refusal = await restoreBackup(ctx.database.pool, backupFile).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RestoreRefusedError);
    expect((refusal as Error).message).toMatch(/already holds 4 bookings.*--force/);
    expect(await contents(ctx.database)).toEqual(before);

    const result = await restoreBackup(ctx.database.pool, backupFile, { force: true });
    expect(result.replacedBookings).toBe(4);
    expect(await contents(ctx.database)).toEqual(backedUp);
    expect((await ctx.database.pool.query("SELECT 1 FROM sessions")).rowCount).toBe(0);
  });

  it("refuses a backup made by a newer Cita and changes nothing", async () => {
    const lines = zlib.gunzipSync(await fs.readFile(backupFile)).toString("utf8").split("\n");
    const header = JSON.parse(lines[0]) as { migrations: number };
    lines[0] = JSON.stringify({ ...header, migrations: header.migrations + 1 });
    const newer = backupPath();
    await fs.writeFile(newer, zlib.gzipSync(lines.join("\n")));

    const target = await emptyDatabase();
    await expect(restoreBackup(target.pool, newer)).rejects.toThrow(/made by a newer version of Cita.*Update Cita/);
    expect(await tableNames(target)).toEqual([]);
  });

  it("leaves the database untouched when the file is truncated or not a backup", async () => {
    const whole = await fs.readFile(backupFile);
    const truncated = backupPath();
    await fs.writeFile(truncated, whole.subarray(0, Math.floor(whole.length * 0.8)));
    const notGzip = path.join(dir, "notes.txt");
    await fs.writeFile(notGzip, "hello\n");
    const notOurs = path.join(dir, "other.gz");
    await fs.writeFile(notOurs, zlib.gzipSync('{"some":"json"}\n'));

    const target = await emptyDatabase();
    for (const [file, message] of [
      [truncated, /damaged or truncated/],
      [notGzip, /not a Cita backup/],
      [notOurs, /is not a Cita backup/],
      [path.join(dir, "missing.gz"), /no such file/],
    ] as const) {
      const error = await restoreBackup(target.pool, file).catch((caught: unknown) => caught);
      expect(error, file).toBeInstanceOf(BackupFileError);
      expect((error as Error).message, file).toMatch(message);
    }
    expect(await tableNames(target)).toEqual([]);
  });

  it("brings an older backup up to this version's schema, and will not put it over a newer schema", async () => {
    // A database as an earlier Cita left it: every migration but the last.
    const folder = await fs.mkdtemp(path.join(dir, "migrations-"));
    await fs.cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, "meta/_journal.json");
    const journal = JSON.parse(await fs.readFile(journalFile, "utf8")) as { entries: unknown[] };
    const shipped = journal.entries.length;
    await fs.writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
    const earlier = await emptyDatabase();
    await migrate(drizzle(earlier.pool), { migrationsFolder: folder });
    await earlier.pool.query("INSERT INTO services (id, name_en, name_es, duration_minutes) VALUES ('nails', 'Nails', 'Uñas', 60)");
    const olderFile = backupPath();
    expect((await writeBackup(earlier.pool, olderFile)).migrations).toBe(shipped - 1);

    const target = await emptyDatabase();
    expect((await restoreBackup(target.pool, olderFile)).migratedAfter).toBe(1);
    expect((await target.pool.query("SELECT id FROM services")).rows).toEqual([{ id: "nails" }]);
    expect((await target.pool.query("SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations")).rows[0].count).toBe(shipped);

    await expect(restoreBackup(target.pool, olderFile, { force: true })).rejects.toThrow(
      new RegExp(`schema \\(version ${shipped}\\) is newer than the backup's \\(version ${shipped - 1}\\)`),
    );
  });
});
