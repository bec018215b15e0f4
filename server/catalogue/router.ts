import express, { type Router } from "express";
import { serviceIdParam } from "@shared/api";
import type { Db } from "../infra/db/database";
import { prepareStaffReads, type CatalogueCache } from "./service";

/** The public catalogue: services, their options, and who can do them. */
export function catalogueRouter(deps: { db: Db; catalogue: CatalogueCache }): Router {
  const router = express.Router();
  const staffReads = prepareStaffReads(deps.db);
  router.get("/services", async (_req, res) => {
    res.json((await deps.catalogue.read()).activeServices);
  });
  router.get("/service-options/:serviceId", async (req, res) => {
    const serviceId = serviceIdParam.parse(req.params.serviceId);
    res.json((await deps.catalogue.read()).optionsByService.get(serviceId) ?? []);
  });
  router.get("/staff", async (_req, res) => {
    res.json(await staffReads.listActiveStaff());
  });
  router.get("/staff-for-service/:serviceId", async (req, res) => {
    res.json(await staffReads.listStaffQualifiedFor(serviceIdParam.parse(req.params.serviceId)));
  });
  return router;
}
