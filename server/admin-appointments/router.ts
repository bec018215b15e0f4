import express, { type Router } from "express";
import { z } from "zod";
import { assignStaffSchema, statusUpdateSchema } from "@shared/admin-api";
import type { Appointment } from "@shared/schema";
import type { Clock } from "../clock";
import type { Db } from "../db/database";
import { assignStaff, completeNow, listAdminAppointments, updateStatus } from "./service";

/** What a change answers: never the token hashes or other internals of the row. */
function changed(appointment: Appointment) {
  const { id, status, staffId, staffAssignedAt, actualEndTime, completedAt } = appointment;
  return { id, status, staffId, staffAssignedAt, actualEndTime, completedAt };
}

const appointmentId = z.coerce.number({ error: "Unknown appointment" }).int().positive("Unknown appointment");

/** Mounted under the admin guard at /api/admin. */
export function adminAppointmentsRouter(deps: { db: Db; clock: Clock }): Router {
  const router = express.Router();
  router.get("/appointments", async (_req, res) => {
    res.json(await listAdminAppointments(deps.db));
  });
  router.put("/appointments/:id/status", async (req, res) => {
    const { status } = statusUpdateSchema.parse(req.body);
    res.json(changed(await updateStatus(deps.db, appointmentId.parse(req.params.id), status, deps.clock())));
  });
  router.put("/appointments/:id/assign-staff", async (req, res) => {
    const { staffId } = assignStaffSchema.parse(req.body);
    res.json(changed(await assignStaff(deps.db, appointmentId.parse(req.params.id), staffId, deps.clock())));
  });
  router.put("/appointments/:id/complete-now", async (req, res) => {
    res.json(changed(await completeNow(deps.db, appointmentId.parse(req.params.id), deps.clock())));
  });
  return router;
}
