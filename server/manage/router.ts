import express, { type RequestHandler, type Router } from "express";
import type { Clock } from "../infra/clock";
import { tokenPageHeaders } from "../infra/tokens/page-headers";
import { managedCalendar } from "./calendar";
import { cancelManaged, getManaged, type ManageDeps, rescheduleManaged, rescheduleTimes } from "./service";

/** The customer's manage link: GET what it is about, the times it could move to, then cancel or reschedule. */
export function manageRouter(deps: ManageDeps & { clock: Clock; limiter: RequestHandler; publicUrl: string }): Router {
  const router = express.Router();
  router.use("/manage", tokenPageHeaders, (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.get("/manage/:token", async (req, res) => {
    res.json(await getManaged(deps, String(req.params.token), deps.clock()));
  });
  // The appointment as a calendar file to add or open (the confirmation page's "add to calendar").
  router.get("/manage/:token/calendar.ics", async (req, res) => {
    const file = await managedCalendar(deps, String(req.params.token), deps.clock());
    res.attachment(file.filename).type(file.contentType).send(file.body);
  });
  router.get("/manage/:token/times/:date", async (req, res) => {
    res.json(await rescheduleTimes(deps, String(req.params.token), String(req.params.date), deps.clock()));
  });
  router.post("/manage/:token/cancel", deps.limiter, async (req, res) => {
    res.json(await cancelManaged(deps, String(req.params.token), deps.clock()));
  });
  router.post("/manage/:token/reschedule", deps.limiter, async (req, res) => {
    res.json(await rescheduleManaged(deps, String(req.params.token), req.body, deps.clock()));
  });
  return router;
}
