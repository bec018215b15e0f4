import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { DEFAULT_OPTIONS } from "@shared/catalogue";
import { openDatabase } from "../db/database";
import { runMigrations } from "../db/migrate";
import { seedMissingOptions, seedServices } from "../seed/seed";
import { salonConfig } from "@shared/schema";
import { adminUrlFor, TEMPLATE_DATABASE } from "./postgres-urls";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
    templateDatabase: string;
  }
}

async function seedCatalogue(database: Awaited<ReturnType<typeof openDatabase>>) {
  await runMigrations(database.pool);
  await database.db.insert(salonConfig).values({ id: "default" }).onConflictDoNothing();
  await seedServices(database.db);
  for (const serviceId of Object.keys(DEFAULT_OPTIONS)) await seedMissingOptions(database.db, serviceId);
}

/**
 * Migrates and loads the catalogue once per run. Each test file then starts from a copy: a PGlite
 * data-dir snapshot, or a PostgreSQL database cloned from a template when TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = await openDatabase({ databaseUrl: adminUrlFor(serverUrl), poolSize: 1 });
    await admin.pool.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.pool.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const template = await openDatabase({ databaseUrl: adminUrlFor(serverUrl, TEMPLATE_DATABASE), poolSize: 2 });
    await seedCatalogue(template);
    await template.close();
    project.provide("templateDatabase", TEMPLATE_DATABASE);
    project.provide("pgliteSnapshotPath", "");
    return async () => {
      await admin.pool.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
      await admin.close();
    };
  }

  const database = await openDatabase({});
  await seedCatalogue(database);
  const snapshot = await database.embedded!.dumpDataDir("none");
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-test-"));
  const snapshotPath = path.join(dir, "snapshot.tar");
  await fs.writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide("pgliteSnapshotPath", snapshotPath);
  project.provide("templateDatabase", "");
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
