import express, { type RequestHandler, type Router } from "express";
import { z } from "zod";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { requestLocale } from "../infra/http/locale";
import { tokenPageHeaders } from "../infra/tokens/page-headers";
import { actOnStaffToken, STAFF_ACTIONS, staffConfirmSummary } from "./service";

const actionQuery = z.object({
  action: z.enum(STAFF_ACTIONS, { error: "action must be confirm or decline" }).optional(),
});

/** GET /api/appointments/staff-confirm/:token: the appointment's summary, or with ?action= the answer. */
export function staffConfirmRouter(deps: { db: Db; clock: Clock; limiter: RequestHandler }): Router {
  const router = express.Router();
  router.get("/appointments/staff-confirm/:token", tokenPageHeaders, deps.limiter, async (req, res) => {
    const { action } = actionQuery.parse(req.query);
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
