import express, { type Router } from "express";
import { z } from "zod";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { sendPage } from "../infra/http/paging";
import { listClients } from "./list";
import { clientHistory, createClient, updateClient } from "./service";

const clientId = z.uuid({ error: "Unknown client id" });

/** Mounted under the admin guard at /api/admin. */
export function clientsRouter(deps: { db: Db; clock: Clock }): Router {
  const router = express.Router();
  router.get("/clients", async (req, res) => {
    sendPage(req, res, await listClients(deps.db, req.query));
  });
  router.post("/clients", async (req, res) => {
    res.status(201).json(await createClient(deps.db, req.body, deps.clock()));
  });
  router.get("/clients/:id", async (req, res) => {
    res.json(await clientHistory(deps.db, clientId.parse(req.params.id), deps.clock()));
  });
  router.patch("/clients/:id", async (req, res) => {
    res.json(await updateClient(deps.db, clientId.parse(req.params.id), req.body, deps.clock()));
  });
  return router;
}
