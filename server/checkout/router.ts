import express, { type Router } from "express";
import { z } from "zod";
import { guardedUser } from "../auth/guards";
import type { CatalogueCache } from "../catalogue/service";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { addAdjustment } from "./adjustments";
import { readCheckout } from "./read";
import { checkOut } from "./service";

const appointmentId = z.coerce.number({ error: "Unknown appointment" }).int().positive("Unknown appointment");
const checkoutId = z.coerce.number({ error: "Checkout not found" }).int().positive("Checkout not found");

/** Mounted under the admin guard at /api/admin. */
export function checkoutRouter(deps: { db: Db; clock: Clock; catalogue: CatalogueCache }): Router {
  const router = express.Router();
  router.post("/appointments/:id/checkout", async (req, res) => {
    res.status(201).json(await checkOut(deps, appointmentId.parse(req.params.id), req.body, guardedUser(res).id, deps.clock()));
  });
  router.get("/appointments/:id/checkout", async (req, res) => {
    res.json(await readCheckout(deps.db, appointmentId.parse(req.params.id)));
  });
  router.post("/checkouts/:id/adjustments", async (req, res) => {
    res.status(201).json(await addAdjustment(deps.db, checkoutId.parse(req.params.id), req.body, guardedUser(res).id, deps.clock()));
  });
  return router;
}
