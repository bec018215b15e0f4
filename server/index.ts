import path from "node:path";
import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { systemClock } from "./clock";
import { openDatabaseFromEnv } from "./db/open-from-env";
import { runMigrations } from "./db/migrate";
import { loadEnv } from "./env";
import { createLogger } from "./logger";
import { isEmpty, seedAll } from "./seed/seed";

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabaseFromEnv(env);
  logger.info({ database: database.kind }, database.kind === "embedded" ? `embedded database in ${env.dataDir}` : "PostgreSQL");
  await runMigrations(database.pool);
  if (await isEmpty(database.db)) {
    await seedAll(database.db, systemClock());
    logger.info("loaded the default catalogue and demo data");
  }

  const app = createApp({
    database,
    logger,
    clock: systemClock,
    config: {
      staticDir: path.resolve(import.meta.dirname, "../dist/public"),
      publicUrl: env.publicUrl,
      publicWriteRateLimit: { windowMs: 60_000, limit: 30 },
    },
  });
  const server = app.listen(env.PORT, () => {
    const { port } = server.address() as AddressInfo;
    logger.info(`Cita is running at http://localhost:${port}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("in-flight requests did not finish in time; closing anyway");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await database.close();
      logger.info("stopped cleanly");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
