import express, { type RequestHandler, type Router } from "express";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { requestLocale } from "../infra/http/locale";
import { tokenPageHeaders } from "../infra/tokens/page-headers";
import { reviewLink, submitReview } from "./service";

/** GET and POST /api/review/:token: what the emailed review link is about, and the customer's review. */
export function reviewLinksRouter(deps: { db: Db; clock: Clock; limiter: RequestHandler }): Router {
  const router = express.Router();
  router.use("/review", tokenPageHeaders, (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.get("/review/:token", async (req, res) => {
    res.json(await reviewLink(deps.db, String(req.params.token), deps.clock(), requestLocale(req)));
  });
  router.post("/review/:token", deps.limiter, async (req, res) => {
    res.status(201).json(await submitReview(deps.db, String(req.params.token), req.body, deps.clock(), requestLocale(req)));
  });
  return router;
}
