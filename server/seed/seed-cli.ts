// `npm run db:seed`: loads the default catalogue and demo data; running it again changes nothing already there.
import { systemClock } from "../infra/clock";
import { runMigrations } from "../infra/db/migrate";
import { openDatabaseFromEnv } from "../infra/db/open-from-env";
import { loadEnv } from "../infra/env";
import { seedAll } from "./seed";

const database = await openDatabaseFromEnv(loadEnv());
try {
  await runMigrations(database.pool);
  await seedAll(database.db, systemClock());
  console.log(`default catalogue and demo data loaded (${database.kind} database)`);
} finally {
  await database.close();
}
