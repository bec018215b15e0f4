import express, { type Router } from "express";
import { z } from "zod";
import { guardedUser } from "../auth/guards";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { staffIdParam } from "../staff/router";
import { saveAvailability } from "./day";
import { addTimeOff, getWeeklySchedule, listTimeOff, removeTimeOff, saveWeeklySchedule } from "./service";

const timeOffId = z.coerce.number({ error: "Unknown time off" }).int().positive("Unknown time off").max(2_147_483_647, "Unknown time off");

/** Weekly schedules, time off and a day's edit; mounted under the admin guard at /api/admin. */
export function staffScheduleRouter(deps: { db: Db; clock: Clock }): Router {
  const router = express.Router();
  router.get("/staff/:id/schedule", async (req, res) => {
    res.json(await getWeeklySchedule(deps.db, staffIdParam.parse(req.params.id)));
  });
  router.put("/staff/:id/schedule", async (req, res) => {
    res.json(await saveWeeklySchedule(deps.db, guardedUser(res), staffIdParam.parse(req.params.id), req.body, deps.clock()));
  });
  router.get("/staff/:id/time-off", async (req, res) => {
    res.json(await listTimeOff(deps.db, staffIdParam.parse(req.params.id)));
  });
  router.post("/staff/:id/time-off", async (req, res) => {
    res.status(201).json(await addTimeOff(deps.db, guardedUser(res), staffIdParam.parse(req.params.id), req.body, deps.clock()));
  });
  // One member's day on one date, as edited on the availability page.
  router.post("/staff-availability", async (req, res) => {
    res.json(await saveAvailability(deps.db, guardedUser(res), req.body, deps.clock()));
  });
  router.delete("/staff/:id/time-off/:timeOffId", async (req, res) => {
    await removeTimeOff(deps.db, staffIdParam.parse(req.params.id), timeOffId.parse(req.params.timeOffId));
    res.status(204).end();
  });
  return router;
}
