import express, { type Router } from "express";
import { serviceIdParam } from "@shared/api";
import type { Db } from "../db/database";
import { listActiveOptions, listActiveServices, listActiveStaff, listStaffQualifiedFor } from "./service";

/** The public catalogue: services, their options, and who can do them. */
export function catalogueRouter(db: Db): Router {
  const router = express.Router();
  router.get("/services", async (_req, res) => {
    res.json(await listActiveServices(db));
  });
  router.get("/service-options/:serviceId", async (req, res) => {
    res.json(await listActiveOptions(db, serviceIdParam.parse(req.params.serviceId)));
  });
  router.get("/staff", async (_req, res) => {
    res.json(await listActiveStaff(db));
  });
  router.get("/staff-for-service/:serviceId", async (req, res) => {
    res.json(await listStaffQualifiedFor(db, serviceIdParam.parse(req.params.serviceId)));
  });
  return router;
}
