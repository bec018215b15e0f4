import express, { type RequestHandler, type Router } from "express";
import { z } from "zod";
import type { Clock } from "../clock";
import type { Db } from "../db/database";
import { bookAppointment } from "./service";

const idempotencyKeyHeader = z.string().trim().min(1).max(255, "Idempotency-Key must be at most 255 characters").optional();

export function bookingRouter(deps: { db: Db; clock: Clock; limiter: RequestHandler }): Router {
  const router = express.Router();
  router.post("/appointments/public", deps.limiter, async (req, res) => {
    const key = idempotencyKeyHeader.parse(req.get("Idempotency-Key"));
    const result = await bookAppointment(deps.db, deps.clock, req.body, key);
    res.status(result.status).json(result.body);
  });
  return router;
}
