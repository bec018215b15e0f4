import express, { type Router } from "express";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { adminStats } from "./service";

/** Mounted under the admin guard at /api/admin. */
export function adminStatsRouter(deps: { db: Db; clock: Clock }): Router {
  const router = express.Router();
  router.get("/stats", async (_req, res) => {
    res.json(await adminStats(deps.db, deps.clock()));
  });
  return router;
}
