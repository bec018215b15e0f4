import express, { type Router } from "express";
import { guardedUser } from "../auth/guards";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { saveAvailability } from "./service";

/** Mounted under the admin guard at /api/admin. */
export function availabilityAdminRouter(deps: { db: Db; clock: Clock }): Router {
  const router = express.Router();
  router.post("/staff-availability", async (req, res) => {
    res.json(await saveAvailability(deps.db, guardedUser(res), req.body, deps.clock()));
  });
  return router;
}
