import { and, eq, ne, sql } from "drizzle-orm";
import { changePasswordSchema, signInSchema } from "@shared/admin-accounts-api";
import { sessions, users, type User } from "@shared/schema";
import type { Clock } from "../infra/clock";
import type { DbOrTx } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import type { Logger } from "../infra/logger";
import type { CurrentAdmin, SessionUser } from "@shared/admin-api";
import { findUserById, findUserByUsername, isAdminUser, isSuperAdminUser, toSessionUser } from "./accounts";
import { hashForUnknownUsers, hashPassword, needsRehash, newPasswordSchema, verifyPassword } from "./passwords";
import { admitAttempt, clearFailures, LOCK_MINUTES, MAX_FAILURES, throttleKey } from "./throttle";

export const INVALID_CREDENTIALS = "Invalid credentials";
export const LOCKED_OUT = `Too many failed sign-in attempts. Try again in ${LOCK_MINUTES} minutes.`;

/**
 * Checks an admin's username and password. Every refusal reads "Invalid credentials", and exactly one
 * argon2 check runs whether or not the username exists, so neither the answer nor its timing tells
 * an attacker which usernames are real.
 */
export async function signIn(
  db: DbOrTx,
  clock: Clock,
  body: unknown,
  client: { ip: string; log: Logger },
): Promise<SessionUser> {
  const { username, password } = signInSchema.parse(body);
  const key = throttleKey(username, client.ip);
  const now = clock();
  const attempt = await admitAttempt(db, key, now);
  if (!attempt.admitted) {
    const retryAfterSeconds = attempt.lockedUntil ? (attempt.lockedUntil.getTime() - now.getTime()) / 1000 : LOCK_MINUTES * 60;
    throw new AppError("RATE_LIMITED", LOCKED_OUT, { retryAfterSeconds });
  }

  const user = await findUserByUsername(db, username);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await hashForUnknownUsers()), password);
  if (!user?.passwordHash || !passwordMatches || !isAdminUser(user)) {
    if (attempt.locks) client.log.warn({ key }, `admin sign-in locked for ${LOCK_MINUTES} minutes after ${MAX_FAILURES} failures`);
    throw new AppError("UNAUTHENTICATED", INVALID_CREDENTIALS);
  }

  await clearFailures(db, key);
  if (needsRehash(user.passwordHash)) {
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
  }
  return toSessionUser(user);
}

/** The signed-in user as stored now, so a demotion or deletion takes effect on the next request. */
export async function sessionUser(db: DbOrTx, userId: string | undefined): Promise<SessionUser> {
  const user = userId === undefined ? undefined : await findUserById(db, userId);
  if (!user) throw new AppError("UNAUTHENTICATED", "Please sign in");
  return toSessionUser(user);
}

/** The signed-in admin as the back office shows them, whether the superadmin pages are theirs, and whether they must choose a password. */
export function currentAdmin(user: User): CurrentAdmin {
  return { ...toSessionUser(user), isSuperAdmin: isSuperAdminUser(user), mustChangePassword: user.mustChangePassword };
}

export const WRONG_CURRENT_PASSWORD = "The current password is not right";

/**
 * An admin replaces their password, knowing the current one (the one-time password they were given, or
 * their own). Their other sessions end; this one stays signed in.
 */
export async function changePassword(db: DbOrTx, user: User, body: unknown, keepSessionId: string): Promise<CurrentAdmin> {
  const { currentPassword, newPassword } = changePasswordSchema.parse(body);
  // Whoever does not know the current password learns nothing else, not even the password rules.
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError("BAD_REQUEST", WRONG_CURRENT_PASSWORD);
  }
  const passwordHash = await hashPassword(newPasswordSchema.parse(newPassword));
  if (currentPassword === newPassword) throw new AppError("BAD_REQUEST", "Choose a password different from the current one");
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    await tx.delete(sessions).where(and(sql`${sessions.sess}->>'userId' = ${user.id}`, ne(sessions.sid, keepSessionId)));
    return row;
  });
  return currentAdmin(updated);
}
