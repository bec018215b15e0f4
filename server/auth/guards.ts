import type { RequestHandler, Response } from "express";
import { CHOOSE_PASSWORD_FIRST } from "@shared/admin-accounts-api";
import type { User } from "@shared/schema";
import type { Db } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { findUserById, isAdminUser, isSuperAdminUser } from "./accounts";

export const SIGN_IN_REQUIRED = "Please sign in";
export const ADMINS_ONLY = "Only administrators can do this.";
export const SUPERADMINS_ONLY = "Only super administrators can do this.";

/** The admin calls an admin signed in with a one-time password may make: who am I, and choose a password. */
const OPEN_WITH_ONE_TIME_PASSWORD = ["/api/admin/current-user", "/api/admin/change-password"];

/**
 * Reads the session's user from the database on every request instead of trusting what was true at
 * sign-in, so a demoted or deleted admin loses access at once.
 */
function requireUser(db: Db, allowed: (user: User) => boolean, refusal: string): RequestHandler {
  return async (req, res, next) => {
    const userId = req.session?.userId;
    const user = userId === undefined ? undefined : await findUserById(db, userId);
    if (!user) throw new AppError("UNAUTHENTICATED", SIGN_IN_REQUIRED);
    if (!allowed(user)) throw new AppError("FORBIDDEN", refusal);
    // A one-time password opens only the way to replace it.
    if (user.mustChangePassword && !OPEN_WITH_ONE_TIME_PASSWORD.includes(`${req.baseUrl}${req.path}`)) {
      throw new AppError("FORBIDDEN", CHOOSE_PASSWORD_FIRST);
    }
    res.locals.user = user;
    next();
  };
}

/** 401 without a session, 403 for a signed-in user who is not an admin. */
export function requireAdmin(db: Db): RequestHandler {
  return requireUser(db, isAdminUser, ADMINS_ONLY);
}

/** 401 without a session, 403 for anyone below superadmin. */
export function requireSuperAdmin(db: Db): RequestHandler {
  return requireUser(db, isSuperAdminUser, SUPERADMINS_ONLY);
}

/** The user a guard let through; only valid behind requireAdmin or requireSuperAdmin. */
export function guardedUser(res: Response): User {
  const user = res.locals.user as User | undefined;
  if (!user) throw new Error("guardedUser() called on a route without a guard");
  return user;
}
