import express, { type RequestHandler, type Router } from "express";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { tokenPageHeaders } from "../infra/tokens/page-headers";
import { listMyAppointments, requestMyAppointmentsLink } from "./service";

/** My appointments without an account: ask for a link by email, then list what it opens. */
export function myAppointmentsRouter(deps: { db: Db; clock: Clock; cancelCutoffHours: number; linkLimiter: RequestHandler }): Router {
  const router = express.Router();
  router.use("/my-appointments", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.post("/my-appointments/link", deps.linkLimiter, async (req, res) => {
    res.status(202).json(await requestMyAppointmentsLink(deps.db, req.body, deps.clock()));
  });
  router.get("/my-appointments/:token", tokenPageHeaders, async (req, res) => {
    res.json(await listMyAppointments(deps.db, String(req.params.token), deps.clock(), deps.cancelCutoffHours));
  });
  return router;
}
