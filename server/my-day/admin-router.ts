import express, { type Router } from "express";
import { personalLinkRequestSchema } from "@shared/my-day-api";
import type { User } from "@shared/schema";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { staffIdParam } from "../staff/router";
import { issuePersonalLink, personalLinkStatus, revokePersonalLink } from "./links";
import { staffSharing, updateStaffSharing } from "./sharing";

/**
 * The staff page's controls of the manicurists' own pages, mounted under the admin guard at /api/admin.
 * A manicurist's personal link: GET says whether one works, POST issues (or re-issues, ending the old
 * one) and emails it, DELETE revokes it. The salon's sharing: what every page and feed shows of the
 * customer (any admin may set it: admins already see these details and run the staff page).
 */
export function myDayAdminRouter(deps: { db: Db; clock: Clock }): Router {
  const router = express.Router();
  router.get("/staff/:id/personal-link", async (req, res) => {
    res.json(await personalLinkStatus(deps.db, staffIdParam.parse(req.params.id), deps.clock()));
  });
  router.post("/staff/:id/personal-link", async (req, res) => {
    const staffId = staffIdParam.parse(req.params.id);
    const { locale = "es" } = personalLinkRequestSchema.parse(req.body ?? {});
    const admin = res.locals.user as User | undefined;
    res.status(201).json(await issuePersonalLink(deps.db, staffId, locale, admin?.id ?? null, deps.clock()));
  });
  router.delete("/staff/:id/personal-link", async (req, res) => {
    await revokePersonalLink(deps.db, staffIdParam.parse(req.params.id));
    res.status(204).end();
  });
  router.get("/staff-sharing", async (_req, res) => {
    res.json(await staffSharing(deps.db));
  });
  router.put("/staff-sharing", async (req, res) => {
    res.json(await updateStaffSharing(deps.db, req.body, deps.clock()));
  });
  return router;
}
