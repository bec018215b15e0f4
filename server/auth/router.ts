import express, { type RequestHandler, type Router } from "express";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { guardedUser } from "./guards";
import { updateOwnProfile } from "./profile";
import { changePassword, currentAdmin, sessionUser, signIn } from "./service";
import type { Sessions } from "./session";

/** Mounted at /api: who is signed in, and /api/login, where the admin pages send a signed-out admin. */
export function authRouter(deps: { db: Db }): Router {
  const router = express.Router();
  router.get("/auth/user", async (req, res) => {
    res.json(await sessionUser(deps.db, req.session?.userId));
  });
  router.get("/login", (_req, res) => {
    res.redirect(302, "/admin/login");
  });
  return router;
}

/** Mounted at /api/admin ahead of the admin guard: the only two admin calls open to anyone. */
export function adminSignInRouter(deps: { db: Db; clock: Clock; sessions: Sessions; limiter: RequestHandler }): Router {
  const router = express.Router();
  router.post("/login", deps.limiter, async (req, res) => {
    const user = await signIn(deps.db, deps.clock, req.body, { ip: req.ip ?? "unknown", log: req.log });
    await deps.sessions.start(req, user.id);
    res.json(user);
  });
  router.post("/logout", async (req, res) => {
    await deps.sessions.end(req, res);
    res.status(204).end();
  });
  return router;
}

/** Mounted at /api/admin behind requireAdmin. */
export function currentUserRouter(deps: { db: Db; clock: Clock }): Router {
  const router = express.Router();
  router.get("/current-user", (_req, res) => {
    res.json(currentAdmin(guardedUser(res)));
  });
  router.post("/change-password", async (req, res) => {
    res.json(await changePassword(deps.db, guardedUser(res), req.body, req.sessionID));
  });
  router.put("/profile", async (req, res) => {
    res.json(await updateOwnProfile(deps.db, guardedUser(res), req.body, deps.clock()));
  });
  return router;
}
