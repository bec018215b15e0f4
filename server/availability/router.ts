import express, { type Response, type Router } from "express";
import { dateParam } from "@shared/api";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import type { ChangeFeed } from "../infra/db/change-feed";
import { createAvailabilityCache } from "./cache";

function sendJson(res: Response, json: string): void {
  res.type("json").send(json);
}

/** The booking page's per-date reads, answered from the instance's cache (see cache.ts). */
export function availabilityRouter(deps: { db: Db; clock: Clock; feed: Pick<ChangeFeed, "subscribeEarliest"> }): Router {
  const router = express.Router();
  const cache = createAvailabilityCache(deps);
  router.get("/staff-availability/:date", async (req, res) => {
    sendJson(res, await cache.staffJson(dateParam.parse(req.params.date)));
  });
  // The same read with the date as a query parameter (?date=YYYY-MM-DD); our own pages use the path form.
  router.get("/staff-availability", async (req, res) => {
    sendJson(res, await cache.staffJson(dateParam.parse(req.query.date)));
  });
  router.get("/appointments/availability/:date", async (req, res) => {
    sendJson(res, await cache.slotsJson(dateParam.parse(req.params.date)));
  });
  return router;
}
