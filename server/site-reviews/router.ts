import express, { type RequestHandler, type Router } from "express";
import type { Db } from "../infra/db/database";
import { createSiteReview } from "./service";

/** Reviews left on the public Reviews page. */
export function siteReviewsRouter(deps: { db: Db; limiter: RequestHandler }): Router {
  const router = express.Router();
  router.post("/reviews", deps.limiter, async (req, res) => {
    res.status(201).json(await createSiteReview(deps.db, req.body));
  });
  return router;
}
