import express, { type RequestHandler, type Router } from "express";
import { z } from "zod";
import { bookAppointment, type BookingDeps } from "./service";

/** The optional Idempotency-Key header of a booking request (public or front desk). */
export const idempotencyKeyHeader = z.string().trim().min(1).max(255, "Idempotency-Key must be at most 255 characters").optional();

export function bookingRouter(deps: BookingDeps & { limiter: RequestHandler }): Router {
  const router = express.Router();
  router.post("/appointments/public", deps.limiter, async (req, res) => {
    const key = idempotencyKeyHeader.parse(req.get("Idempotency-Key"));
    const result = await bookAppointment(deps, req.body, key);
    res.status(result.status).json(result.body);
  });
  return router;
}
