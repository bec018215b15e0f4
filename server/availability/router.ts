import express, { type Router } from "express";
import { dateParam } from "@shared/api";
import type { Db } from "../db/database";
import { occupiedSlotsOn, staffAvailabilityOn } from "./service";

export function availabilityRouter(db: Db): Router {
  const router = express.Router();
  router.get("/staff-availability/:date", async (req, res) => {
    res.json(await staffAvailabilityOn(db, dateParam.parse(req.params.date)));
  });
  // The admin availability page asks with the date as a query parameter (spec 001 §7).
  router.get("/staff-availability", async (req, res) => {
    res.json(await staffAvailabilityOn(db, dateParam.parse(req.query.date)));
  });
  router.get("/appointments/availability/:date", async (req, res) => {
    res.json(await occupiedSlotsOn(db, dateParam.parse(req.params.date)));
  });
  return router;
}
