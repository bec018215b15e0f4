import express, { type Router } from "express";
import { z } from "zod";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { assignStaff, completeNow, listAdminAppointments, updateStatus } from "./service";

const appointmentId = z.coerce.number({ error: "Unknown appointment" }).int().positive("Unknown appointment");

/** Mounted under the admin guard at /api/admin. */
export function adminAppointmentsRouter(deps: { db: Db; clock: Clock }): Router {
  const router = express.Router();
  router.get("/appointments", async (_req, res) => {
    res.json(await listAdminAppointments(deps.db));
  });
  router.put("/appointments/:id/status", async (req, res) => {
    res.json(await updateStatus(deps.db, appointmentId.parse(req.params.id), req.body, deps.clock()));
  });
  router.put("/appointments/:id/assign-staff", async (req, res) => {
    res.json(await assignStaff(deps.db, appointmentId.parse(req.params.id), req.body, deps.clock()));
  });
  router.put("/appointments/:id/complete-now", async (req, res) => {
    res.json(await completeNow(deps.db, appointmentId.parse(req.params.id), deps.clock()));
  });
  return router;
}
