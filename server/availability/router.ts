import express, { type Router } from "express";
import { dateParam } from "@shared/api";
import type { Db } from "../db/database";
import { prepareAvailabilityReads } from "./service";

export function availabilityRouter(db: Db): Router {
  const router = express.Router();
  const reads = prepareAvailabilityReads(db);
  router.get("/staff-availability/:date", async (req, res) => {
    res.json(await reads.staffAvailabilityOn(dateParam.parse(req.params.date)));
  });
  // The same read with the date as a query parameter (?date=YYYY-MM-DD); our own pages use the path form.
  router.get("/staff-availability", async (req, res) => {
    res.json(await reads.staffAvailabilityOn(dateParam.parse(req.query.date)));
  });
  router.get("/appointments/availability/:date", async (req, res) => {
    res.json(await reads.occupiedSlotsOn(dateParam.parse(req.params.date)));
  });
  return router;
}
