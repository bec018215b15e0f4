import express, { type Router } from "express";
import { z } from "zod";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { guardedUser } from "../auth/guards";
import { AppError } from "../infra/http/errors";
import { sendPage } from "../infra/http/paging";
import { listUsers } from "./list";
import { createAdmin, issuePassword, setAdminEmail, setAdminLevel } from "./service";

const userId = z.uuid();

/** Mounted at /api/superadmin behind requireSuperAdmin. */
export function usersRouter(deps: { db: Db; clock: Clock }): Router {
  const router = express.Router();
  router.get("/users", async (req, res) => {
    sendPage(req, res, await listUsers(deps.db, req.query));
  });
  router.post("/admins", async (req, res) => {
    res.status(201).json(await createAdmin(deps.db, req.body));
  });
  router.post("/users/:id/reset-password", async (req, res) => {
    const id = userId.safeParse(req.params.id);
    if (!id.success) throw new AppError("NOT_FOUND", "User not found");
    res.json(await issuePassword(deps.db, guardedUser(res), id.data, req.body));
  });
  router.put("/users/:id/admin-level", async (req, res) => {
    // A malformed id names no user, so it is answered as an unknown one is.
    const id = userId.safeParse(req.params.id);
    if (!id.success) throw new AppError("NOT_FOUND", "User not found");
    res.json(await setAdminLevel(deps.db, guardedUser(res), id.data, req.body, deps.clock()));
  });
  router.put("/users/:id/email", async (req, res) => {
    const id = userId.safeParse(req.params.id);
    if (!id.success) throw new AppError("NOT_FOUND", "User not found");
    res.json(await setAdminEmail(deps.db, id.data, req.body, deps.clock()));
  });
  return router;
}
