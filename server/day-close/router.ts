import express, { type Router } from "express";
import { dateParam } from "@shared/api";
import { guardedUser } from "../auth/guards";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { closeDay, readDay, reopenDay } from "./service";

/** Mounted under the admin guard at /api/admin. */
export function dayCloseRouter(deps: { db: Db; clock: Clock }): Router {
  const router = express.Router();
  router.get("/day-close/:date", async (req, res) => {
    res.json(await readDay(deps.db, dateParam.parse(req.params.date)));
  });
  router.post("/day-close", async (req, res) => {
    res.status(201).json(await closeDay(deps.db, req.body, guardedUser(res).id, deps.clock()));
  });
  router.post("/day-close/:date/reopen", async (req, res) => {
    res.json(await reopenDay(deps.db, dateParam.parse(req.params.date), req.body, guardedUser(res).id, deps.clock()));
  });
  return router;
}
