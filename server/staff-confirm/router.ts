import express, { type RequestHandler, type Router } from "express";
import { staffActionQuerySchema } from "@shared/api";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { requestLocale } from "../infra/http/locale";
import { tokenPageHeaders } from "../infra/tokens/page-headers";
import { actOnStaffToken, staffConfirmSummary } from "./service";

/** GET /api/appointments/staff-confirm/:token: the appointment's summary, or with ?action= the answer. */
export function staffConfirmRouter(deps: { db: Db; clock: Clock; limiter: RequestHandler }): Router {
  const router = express.Router();
  router.get("/appointments/staff-confirm/:token", tokenPageHeaders, deps.limiter, async (req, res) => {
    const { action } = staffActionQuerySchema.parse(req.query);
    const token = String(req.params.token);
    const locale = requestLocale(req);
    res.setHeader("Cache-Control", "no-store");
    if (!action) {
      res.json(await staffConfirmSummary(deps.db, token, deps.clock(), locale));
      return;
    }
    res.json(await actOnStaffToken(deps.db, token, action, deps.clock(), locale));
  });
  return router;
}
