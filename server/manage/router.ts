import express, { type RequestHandler, type Router } from "express";
import type { Clock } from "../infra/clock";
import { tokenPageHeaders } from "../infra/tokens/page-headers";
import { cancelManaged, getManaged, type ManageDeps, rescheduleManaged, rescheduleTimes } from "./service";

/** The customer's manage link: GET what it is about, the times it could move to, then cancel or reschedule. */
export function manageRouter(deps: ManageDeps & { clock: Clock; limiter: RequestHandler }): Router {
  const router = express.Router();
  router.use("/manage", tokenPageHeaders, (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.get("/manage/:token", async (req, res) => {
    res.json(await getManaged(deps, String(req.params.token), deps.clock()));
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
