import express, { type Router } from "express";
import { dateParam } from "@shared/api";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { staffDaysOn } from "./staff-days";

/** Mounted under the admin guard at /api/admin. A day's edit is saved by the schedule routes (server/staff-schedule). */
export function availabilityAdminRouter(deps: { db: Db; clock: Clock }): Router {
  const router = express.Router();
  // Each member's day with where it comes from (weekly schedule, a day edited here, time off), for the availability page.
  router.get("/staff-availability/:date", async (req, res) => {
    const date = dateParam.parse(req.params.date);
    res.json((await staffDaysOn(deps.db, [date])).get(date) ?? []);
  });
  return router;
}
