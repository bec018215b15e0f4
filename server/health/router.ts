import express, { type Router } from "express";
import type { Database } from "../infra/db/database";
import { migrationsApplied } from "../infra/db/migrate";

/** /healthz: the process answers. /readyz: it can reach its database and the schema is current. */
export function healthRouter(database: Database): Router {
  const router = express.Router();
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    try {
      const ready = await migrationsApplied(database.pool);
      res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "migrations pending" });
    } catch {
      res.status(503).json({ status: "database unreachable" });
    }
  });
  return router;
}
