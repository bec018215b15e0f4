import express, { type RequestHandler, type Router } from "express";
import { z } from "zod";
import { paymentPolicySchema } from "@shared/payments-api";
import { guardedUser } from "../auth/guards";
import { idempotencyKeyHeader } from "../booking/router";
import type { Db } from "../infra/db/database";
import { listPayments, recordCashDeposit, refundAppointment, type AdminPaymentDeps } from "./admin";
import { holdForPayment, type PaymentDeps, paymentPlanFor } from "./checkout";
import type { PaymentPlan } from "./plan";
import { readPolicy, writePolicy } from "./policy";
import { checkoutOutcome, publicPolicy } from "./public";
import { handleWebhook } from "./webhook";

const appointmentId = z.coerce.number({ error: "Unknown appointment" }).int().positive("Unknown appointment");
const sessionId = z.string().min(1).max(255);

/** A webhook body is read as it came (its signature covers the exact bytes): mounted before the JSON parser. */
export function paymentWebhookRouter(deps: Pick<PaymentDeps, "db" | "clock" | "provider">): Router {
  const router = express.Router();
  router.post("/payments/webhook", express.raw({ type: () => true, limit: "1mb" }), async (req, res) => {
    res.json({ received: true, outcome: await handleWebhook(deps, req.body, req.get("Stripe-Signature")) });
  });
  return router;
}

/**
 * Public payment routes. Mounted before the booking router: a booking the policy asks a payment of is
 * handled here (with the same public write limit), any other goes on to the booking router untouched.
 */
export function paymentsPublicRouter(deps: PaymentDeps & { limiter: RequestHandler; cancelCutoffHours: number }): Router {
  const router = express.Router();
  router.post(
    "/appointments/public",
    async (req, res, next) => {
      const plan = await paymentPlanFor(deps, req.body);
      if (!plan) return next("route");
      res.locals.paymentPlan = plan;
      next();
    },
    deps.limiter,
    async (req, res) => {
      const key = idempotencyKeyHeader.parse(req.get("Idempotency-Key"));
      const result = await holdForPayment({ ...deps, provider: deps.provider! }, req.body, key, res.locals.paymentPlan as PaymentPlan);
      res.status(result.status).json(result.body);
    },
  );
  router.get("/payments/policy", async (_req, res) => {
    res.json(await publicPolicy(deps));
  });
  router.get("/payments/checkout/:sessionId", async (req, res) => {
    res.set("Cache-Control", "no-store").json(await checkoutOutcome(deps, sessionId.parse(req.params.sessionId)));
  });
  return router;
}

/** Mounted under the admin guard at /api/admin. */
export function paymentsAdminRouter(deps: AdminPaymentDeps): Router {
  const router = express.Router();
  router.get("/appointments/:id/payments", async (req, res) => {
    res.json(await listPayments(deps.db, appointmentId.parse(req.params.id)));
  });
  router.post("/appointments/:id/refund", async (req, res) => {
    res.json(await refundAppointment(deps, appointmentId.parse(req.params.id), req.body, guardedUser(res).id));
  });
  router.post("/appointments/:id/deposit-cash", async (req, res) => {
    res.json(await recordCashDeposit(deps, appointmentId.parse(req.params.id), req.body, guardedUser(res).id));
  });
  return router;
}

/** GET /api/superadmin/payment-policy: mounted at /api/superadmin under the admin guard, since every admin may read it. */
export function paymentPolicyReadRouter(deps: { db: Db }): Router {
  const router = express.Router();
  router.get("/payment-policy", async (_req, res) => {
    res.json(await readPolicy(deps.db));
  });
  return router;
}

/** PUT /api/superadmin/payment-policy: mounted behind the superadmin guard. */
export function paymentPolicyWriteRouter(deps: { db: Db; clock: () => Date }): Router {
  const router = express.Router();
  router.put("/payment-policy", async (req, res) => {
    res.json(await writePolicy(deps.db, paymentPolicySchema.parse(req.body), guardedUser(res).id, deps.clock()));
  });
  return router;
}
