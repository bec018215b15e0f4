// `npm run db:seed`: loads the default catalogue and demo data; running it again changes nothing already there.
import { runMigrations } from "../infra/db/migrate";
import { openDatabaseFromEnv } from "../infra/db/open-from-env";
import { loadEnv } from "../infra/env";
import { seedAll } from "./seed";

const database = await openDatabaseFromEnv(loadEnv());
try {
  await runMigrations(database.pool);
  await seedAll(database.db);
  console.log(`default catalogue and demo data loaded (${database.kind} database)`);
} finally {
  await database.close();
}
