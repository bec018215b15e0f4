// `npm run seed:history [-- --seed=N --scale=F]`: three years of a busy salon, written into a database that
// holds no appointments yet (the catalogue and demo staff are added if missing).
import { parseArgs } from "node:util";
import { runMigrations } from "../infra/db/migrate";
import { openDatabaseFromEnv } from "../infra/db/open-from-env";
import { loadEnv } from "../infra/env";
import { seedHistory } from "./history";

const { values } = parseArgs({ options: { seed: { type: "string", default: "31" }, scale: { type: "string", default: "1" } } });
const seed = Number(values.seed);
const scale = Number(values.scale);
if (!Number.isInteger(seed) || !(scale > 0 && scale <= 4)) {
  console.error("Usage: npm run seed:history -- [--seed=<integer>] [--scale=<number above 0, at most 4>]");
  process.exit(2);
}
const database = await openDatabaseFromEnv(loadEnv());
try {
  await runMigrations(database.pool);
  const started = performance.now();
  const counts = await seedHistory(database.db, { seed, scale });
  console.log(`history written in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind} database):`, counts);
} finally {
  await database.close();
}
