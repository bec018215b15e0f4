import express, { type Router } from "express";
import type { Database } from "../infra/db/database";

/**
 * `GET /api/_bench/select-1`: one `SELECT 1` through the app's own pool, behind the same middleware as
 * the public API. `npm run bench` uses it as the database ceiling: a route can never beat a round trip
 * that does nothing. Registered only when CITA_BENCH=1, so a production server never exposes it.
 */
export function benchRouter(database: Database): Router {
  const router = express.Router();
  router.get("/_bench/select-1", async (_req, res) => {
    const result = await database.pool.query<{ one: number }>("SELECT 1 AS one");
    res.json(result.rows[0]);
  });
  return router;
}
