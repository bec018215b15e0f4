// `npm run db:migrate`: applies pending migrations to the configured database.
import { loadEnv } from "../env";
import { runMigrations } from "./migrate";
import { openDatabaseFromEnv } from "./open-from-env";

const database = await openDatabaseFromEnv(loadEnv());
try {
  await runMigrations(database.pool);
  console.log(`migrations applied (${database.kind} database)`);
} finally {
  await database.close();
}
