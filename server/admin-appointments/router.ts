import express, { type Router } from "express";
import { z } from "zod";
import { idempotencyKeyHeader } from "../booking/router";
import { bookAtFrontDesk } from "../booking/front-desk";
import type { BookingDeps } from "../booking/service";
import { sendPage } from "../infra/http/paging";
import { listAdminAppointments } from "./list";
import { assignSegmentStaff } from "./segments";
import { assignStaff, completeNow, moveAppointment, updateStatus } from "./service";

const appointmentId = z.coerce.number({ error: "Unknown appointment" }).int().positive("Unknown appointment");
const segmentId = z.coerce.number({ error: "This visit has no such part" }).int().positive("This visit has no such part");

/** Mounted under the admin guard at /api/admin. */
export function adminAppointmentsRouter(deps: BookingDeps): Router {
  const router = express.Router();
  router.post("/appointments", async (req, res) => {
    const result = await bookAtFrontDesk(deps, req.body, idempotencyKeyHeader.parse(req.get("Idempotency-Key")));
    res.status(result.status).json(result.body);
  });
  router.patch("/appointments/:id", async (req, res) => {
    res.json(await moveAppointment(deps.db, appointmentId.parse(req.params.id), req.body, deps.clock()));
  });
  router.get("/appointments", async (req, res) => {
    sendPage(req, res, await listAdminAppointments(deps.db, req.query, deps.clock()));
  });
  router.put("/appointments/:id/status", async (req, res) => {
    res.json(await updateStatus(deps.db, appointmentId.parse(req.params.id), req.body, deps.clock()));
  });
  router.put("/appointments/:id/assign-staff", async (req, res) => {
    res.json(await assignStaff(deps.db, appointmentId.parse(req.params.id), req.body, deps.clock()));
  });
  router.put("/appointments/:id/segments/:segmentId/assign-staff", async (req, res) => {
    const id = appointmentId.parse(req.params.id);
    res.json(await assignSegmentStaff(deps.db, id, segmentId.parse(req.params.segmentId), req.body, deps.clock()));
  });
  router.put("/appointments/:id/complete-now", async (req, res) => {
    res.json(await completeNow(deps.db, appointmentId.parse(req.params.id), deps.clock()));
  });
  return router;
}
