import express, { type Router } from "express";
import { guardedUser } from "../auth/guards";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import type { Logger } from "../infra/logger";
import { fixTimezoneData, resetDatabase, seedDefaultServices } from "./service";

/** Mounted under the admin guard at /api/admin; the reset additionally needs a superadmin. */
export function maintenanceRouter(deps: { db: Db; clock: Clock; logger: Logger }): Router {
  const router = express.Router();
  router.post("/seed-services", async (_req, res) => {
    res.json(await seedDefaultServices(deps.db, deps.logger));
  });
  router.post("/reset-database", async (_req, res) => {
    res.json(await resetDatabase(deps.db, guardedUser(res), deps.logger));
  });
  router.post("/fix-timezone-data", async (req, res) => {
    res.json(await fixTimezoneData(deps.db, req.body, deps.clock()));
  });
  return router;
}
