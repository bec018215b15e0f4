import express, { type Router } from "express";
import { ONLY_SUPERADMIN_RESETS } from "@shared/admin-catalogue-api";
import { isSuperAdminUser } from "../auth/accounts";
import { guardedUser } from "../auth/guards";
import type { Clock } from "../clock";
import type { Db } from "../db/database";
import { AppError } from "../http/errors";
import type { Logger } from "../logger";
import { fixTimezoneData, resetDatabase, seedDefaultServices } from "./service";

/** Mounted under the admin guard at /api/admin; the reset additionally needs a superadmin. */
export function maintenanceRouter(deps: { db: Db; clock: Clock; logger: Logger }): Router {
  const router = express.Router();
  router.post("/seed-services", async (_req, res) => {
    res.json(await seedDefaultServices(deps.db, deps.logger));
  });
  router.post("/reset-database", async (_req, res) => {
    const admin = guardedUser(res);
    if (!isSuperAdminUser(admin)) throw new AppError("FORBIDDEN", ONLY_SUPERADMIN_RESETS);
    res.json(await resetDatabase(deps.db, admin, deps.logger));
  });
  router.post("/fix-timezone-data", async (req, res) => {
    res.json(await fixTimezoneData(deps.db, req.body, deps.clock()));
  });
  return router;
}
