import express, { type Router } from "express";
import { guardedUser } from "../auth/guards";
import { isSuperAdminUser } from "../auth/accounts";
import type { Clock } from "../clock";
import type { Db } from "../db/database";
import { saveAvailability } from "./service";

/** Mounted under the admin guard at /api/admin. */
export function availabilityAdminRouter(deps: { db: Db; clock: Clock }): Router {
  const router = express.Router();
  router.post("/staff-availability", async (req, res) => {
    const actor = { isSuperAdmin: isSuperAdminUser(guardedUser(res)) };
    res.json(await saveAvailability(deps.db, req.body, actor, deps.clock()));
  });
  return router;
}
