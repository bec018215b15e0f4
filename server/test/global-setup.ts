import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { DEFAULT_OPTIONS } from "@shared/catalogue";
import { salonConfig } from "@shared/schema";
import { openDatabase, type Database } from "../infra/db/database";
import { startEmbeddedServer } from "../infra/db/embedded-server";
import { runMigrations } from "../infra/db/migrate";
import { seedMissingOptions, seedServices } from "../seed/seed";
import { adminUrlFor, embeddedServerUrl, TEMPLATE_DATABASE } from "./postgres-urls";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server every test file's database lives on: TEST_DATABASE_URL, or the run's embedded server. */
    testServerUrl: string;
    templateDatabase: string;
  }
}

async function seedCatalogue(database: Database) {
  await runMigrations(database.pool);
  await database.db.insert(salonConfig).values({ id: "default" }).onConflictDoNothing();
  await seedServices(database.db);
  for (const serviceId of Object.keys(DEFAULT_OPTIONS)) await seedMissingOptions(database.db, serviceId);
}

/** Test data is thrown away, so the run's own server skips durability (as CI's PostgreSQL 15 does). */
const TEST_SERVER_SETTINGS = { fsync: "off", synchronous_commit: "off", full_page_writes: "off", max_connections: 300 };

/**
 * Starts the run's database server (the embedded one, unless TEST_DATABASE_URL names a real server),
 * migrates and loads the catalogue once into a template database; each test file then gets a copy.
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopServer = async () => undefined;
  if (!serverUrl) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-test-pg-"));
    const server = await startEmbeddedServer({ clusterDir: path.join(dir, "postgres"), settings: TEST_SERVER_SETTINGS });
    serverUrl = embeddedServerUrl(server.connection.host);
    stopServer = async () => {
      await server.stop();
      await fs.rm(dir, { recursive: true, force: true });
    };
  }
  const admin = await openDatabase({ databaseUrl: adminUrlFor(serverUrl), poolSize: 1 });
  try {
    await admin.pool.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.pool.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const template = await openDatabase({ databaseUrl: adminUrlFor(serverUrl, TEMPLATE_DATABASE), poolSize: 2 });
    await seedCatalogue(template).finally(() => template.close());
  } catch (error) {
    // Vitest runs no teardown for a setup that failed: the run's template, server and folder go now.
    await admin.pool.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`).catch(() => undefined);
    await admin.close();
    await stopServer();
    throw error;
  }
  project.provide("testServerUrl", serverUrl);
  project.provide("templateDatabase", TEMPLATE_DATABASE);
  return async () => {
    await admin.pool.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.close();
    await stopServer();
  };
}
