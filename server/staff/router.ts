import express, { type Router } from "express";
import { z } from "zod";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import {
  createStaff,
  deleteStaff,
  getStaffMember,
  listStaff,
  staffReviews,
  updateStaff,
} from "./service";
import { performanceRange, staffPerformance } from "./performance";

// Bounded to the serial column's range so an absurd id is refused here rather than by PostgreSQL.
export const staffIdParam = z.coerce
  .number({ error: "Invalid staff id" })
  .int("Invalid staff id")
  .positive("Invalid staff id")
  .max(2_147_483_647, "Invalid staff id");

/** Mounted under the admin guard at /api/admin. */
export function staffAdminRouter(deps: { db: Db; clock: Clock }): Router {
  const router = express.Router();
  router.get("/staff", async (_req, res) => {
    res.json(await listStaff(deps.db));
  });
  router.get("/staff-performance", async (req, res) => {
    const now = deps.clock();
    res.json(await staffPerformance(deps.db, performanceRange(req.query, now), now));
  });
  router.get("/staff/:id", async (req, res) => {
    res.json(await getStaffMember(deps.db, staffIdParam.parse(req.params.id)));
  });
  router.get("/staff/:id/reviews", async (req, res) => {
    res.json(await staffReviews(deps.db, staffIdParam.parse(req.params.id)));
  });
  router.post("/staff", async (req, res) => {
    res.status(201).json(await createStaff(deps.db, req.body));
  });
  router.put("/staff/:id", async (req, res) => {
    res.json(await updateStaff(deps.db, staffIdParam.parse(req.params.id), req.body, deps.clock()));
  });
  router.delete("/staff/:id", async (req, res) => {
    await deleteStaff(deps.db, staffIdParam.parse(req.params.id));
    res.status(204).end();
  });
  return router;
}
