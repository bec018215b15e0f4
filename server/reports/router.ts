import express, { type Router } from "express";
import type { Db } from "../infra/db/database";
import { runReport } from "./service";

/** Mounted under the admin guard at /api/admin. */
export function reportsRouter(deps: { db: Db }): Router {
  const router = express.Router();
  router.get("/reports/:report", async (req, res) => {
    const output = await runReport(deps.db, req.params.report, req.query);
    if (output.kind === "json") {
      res.json(output.body);
      return;
    }
    res.type("text/csv; charset=utf-8").attachment(output.fileName).send(output.body);
  });
  return router;
}
