import express, { type Router } from "express";
import { z } from "zod";
import { serviceIdParam } from "@shared/api";
import { CONFIGURABLE_SERVICES } from "@shared/catalogue";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { createOption, deleteOption, listOptions, restoreDefaultOptions, updateOption } from "./service";

const optionId = z.string().min(1).max(64);

/** Mounted under the admin guard at /api/admin. */
export function serviceOptionsAdminRouter(deps: { db: Db; clock: Clock }): Router {
  const router = express.Router();
  // `:id` is the service's id here and the option's below: OpenAPI treats /service-options/{a} and
  // /service-options/{b} as one path, which must name its parameter once.
  router.get("/service-options/:id", async (req, res) => {
    res.json(await listOptions(deps.db, serviceIdParam.parse(req.params.id)));
  });
  router.post("/service-options", async (req, res) => {
    res.status(201).json(await createOption(deps.db, req.body));
  });
  router.put("/service-options/:id", async (req, res) => {
    res.json(await updateOption(deps.db, optionId.parse(req.params.id), req.body, deps.clock()));
  });
  router.delete("/service-options/:id", async (req, res) => {
    await deleteOption(deps.db, optionId.parse(req.params.id));
    res.status(204).end();
  });
  for (const { serviceId, seedPath } of CONFIGURABLE_SERVICES) {
    router.post(`/${seedPath}`, async (_req, res) => {
      res.json(await restoreDefaultOptions(deps.db, serviceId));
    });
  }
  return router;
}
