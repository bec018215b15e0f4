/**
 * The migration that gives every stored part its price fills in the parts booked before it with the price a
 * booking now writes: a database is migrated up to just before it, given visits of several parts, and then
 * migrated the rest of the way.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../paths";
import { adminUrlFor } from "../../test/postgres-urls";
import { testServerUrl } from "../../test/test-database";
import { openDatabase, type Database } from "./database";
import { runMigrations } from "./migrate";

const MIGRATION = "0027_part_prices";
const name = `cita_migrate_${crypto.randomBytes(6).toString("hex")}`;
let database: Database;
let folder: string;

beforeAll(async () => {
  const admin = await openDatabase({ databaseUrl: adminUrlFor(testServerUrl()), poolSize: 1 });
  await admin.pool.query(`CREATE DATABASE ${name}`);
  await admin.close();
  database = await openDatabase({ databaseUrl: adminUrlFor(testServerUrl(), name), poolSize: 2 });
  // The migrations as they stood before this one.
  folder = await fs.mkdtemp(path.join(os.tmpdir(), "cita-migrations-"));
  await fs.cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(await fs.readFile(journalFile, "utf8")) as { entries: Array<{ tag: string }> };
  const index = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(index).toBeGreaterThan(0);
  await fs.writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  await migrate(drizzle(database.pool), { migrationsFolder: folder });
});

afterAll(async () => {
  await database?.close();
  const admin = await openDatabase({ databaseUrl: adminUrlFor(testServerUrl()), poolSize: 1 });
  await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.close();
  await fs.rm(folder, { recursive: true, force: true });
});

type Line = [kind: "service" | "option" | "removal", itemId: string, parentServiceId: string | null, price: number];

/** A visit with its booked lines and its parts (their services), written as the app before the migration wrote them. */
async function visit(lines: Line[], parts: string[][]): Promise<number> {
  const { rows } = await database.pool.query<{ id: number }>(
    `INSERT INTO appointments (user_id, service_id, appointment_date, appointment_time, status, total_price, total_duration, locale)
     VALUES ((SELECT id FROM users LIMIT 1), $1, '2026-11-20', '10:00', 'completed', $2, 120, 'es') RETURNING id`,
    [parts[0][0], lines.reduce((sum, line) => sum + line[3], 0)],
  );
  const id = rows[0].id;
  for (const [position, [kind, itemId, parent, price]] of lines.entries()) {
    await database.pool.query(
      `INSERT INTO appointment_items (appointment_id, kind, item_id, parent_service_id, name_en, name_es, price, duration_minutes, position)
       VALUES ($1, $2, $3, $4, $3, $3, $5, 30, $6)`,
      [id, kind, itemId, parent, price, position],
    );
  }
  for (const [index, serviceIds] of parts.entries()) {
    await database.pool.query(
      `INSERT INTO appointment_segments (appointment_id, position, start_offset_minutes, duration_minutes, service_ids) VALUES ($1, $2, $3, 60, $4)`,
      [id, index + 1, index * 60, serviceIds],
    );
  }
  return id;
}

async function pricesOf(id: number): Promise<number[]> {
  const { rows } = await database.pool.query<{ price: number }>("SELECT price FROM appointment_segments WHERE appointment_id = $1 ORDER BY position", [id]);
  return rows.map((row) => row.price);
}

describe(`migration ${MIGRATION}`, () => {
  it("prices each part already booked by its own lines, the removals in the part that does them", async () => {
    await database.pool.query("INSERT INTO users (email, first_name, last_name) VALUES ('carla@example.com', 'Carla', 'Cliente')");
    await database.pool.query("INSERT INTO services (id, name_en, name_es, duration_minutes) VALUES ('2', 'Pedicure', 'Pedicura', 50), ('1', 'Acrylic', 'Acrílicas', 120), ('esmalte', 'Polish', 'Esmalte', 30), ('lash-lifting', 'Lash Lifting', 'Lifting', 120)");
    // A pedicure first, then acrylic with its options and a removal: the removal is the hands part's.
    const handsSecond = await visit(
      [
        ["option", "pedicure-express", "2", 49000],
        ["service", "1", null, 40000],
        ["option", "acrylic-length-4", "1", 5000],
        ["removal", "removal-acrylic", null, 10000],
      ],
      [["2"], ["1"]],
    );
    // Lashes, then polish on the hands: the polish part is on the hands, so the removal is its.
    const polishOnHands = await visit(
      [
        ["service", "lash-lifting", null, 55000],
        ["option", "polish-hands", "esmalte", 18000],
        ["removal", "removal-gelish", null, 10000],
      ],
      [["lash-lifting"], ["esmalte"]],
    );
    // Lashes, then polish on the feet: no part on the hands, so the removal goes to the polish, a service it is done with.
    const polishOnFeet = await visit(
      [
        ["service", "lash-lifting", null, 55000],
        ["option", "polish-feet", "esmalte", 15000],
        ["removal", "removal-gelish", null, 10000],
      ],
      [["lash-lifting"], ["esmalte"]],
    );

    // A visit of one part: no rows in appointment_segments.
    const { rows: onePart } = await database.pool.query<{ id: number }>(
      `INSERT INTO appointments (user_id, service_id, appointment_date, appointment_time, status, total_price, total_duration, locale)
       VALUES ((SELECT id FROM users LIMIT 1), '2', '2026-11-20', '12:00', 'completed', 49000, 50, 'es') RETURNING id`,
    );

    await runMigrations(database.pool);

    // The later migration marks the visits already booked in parts, and only them.
    const { rows: marked } = await database.pool.query<{ id: number }>("SELECT id FROM appointments WHERE in_parts ORDER BY id");
    expect(marked.map((row) => row.id)).toEqual([handsSecond, polishOnHands, polishOnFeet]);
    expect(marked.map((row) => row.id)).not.toContain(onePart[0].id);
    expect(await pricesOf(handsSecond)).toEqual([49000, 55000]);
    expect(await pricesOf(polishOnHands)).toEqual([55000, 28000]);
    expect(await pricesOf(polishOnFeet)).toEqual([55000, 25000]);
    const { rows } = await database.pool.query("SELECT is_nullable FROM information_schema.columns WHERE table_name = 'appointment_segments' AND column_name = 'price'");
    expect(rows).toEqual([{ is_nullable: "NO" }]);
  });
});
