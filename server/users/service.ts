import { eq } from "drizzle-orm";
import { createAdminSchema, issuePasswordSchema, type IssuedCredentials } from "@shared/admin-accounts-api";
import { adminLevelSchema, type UserListRow } from "@shared/admin-api";
import { toRow } from "./list";
import { users, type User } from "@shared/schema";
import { PG_UNIQUE_VIOLATION, pgErrorCode, type Db } from "../infra/db/database";
import { createAdminAccount, findUserById, isAdminUser, setPassword, usernameSchema } from "../auth/accounts";
import { generatePassword } from "../auth/passwords";
import { SUPERADMINS_ONLY } from "../auth/guards";
import { setAccountEmail } from "../auth/profile";
import { AppError } from "../infra/http/errors";

export const OWN_LEVEL_REFUSED = "You cannot change your own admin level.";

/**
 * Sets a user's admin level and keeps isAdmin in step with it. A superadmin cannot change their own
 * level, which also means the last superadmin can never be demoted. Every superadmin row is locked and
 * the actor's level read again under that lock: two superadmins demoting each other at once are served
 * one after the other, and the second is no longer allowed to.
 */
export async function setAdminLevel(db: Db, actor: User, targetId: string, body: unknown, now: Date): Promise<UserListRow> {
  const { adminLevel } = adminLevelSchema.parse(body);
  if (targetId === actor.id) throw new AppError("FORBIDDEN", OWN_LEVEL_REFUSED);
  return db.transaction(async (tx) => {
    const superadmins = await tx.select({ id: users.id }).from(users).where(eq(users.adminLevel, "superadmin")).for("update");
    if (!superadmins.some((superadmin) => superadmin.id === actor.id)) throw new AppError("FORBIDDEN", SUPERADMINS_ONLY);
    const [updated] = await tx
      .update(users)
      .set({ adminLevel, isAdmin: adminLevel !== "none", updatedAt: now })
      .where(eq(users.id, targetId))
      .returning();
    if (!updated) throw new AppError("NOT_FOUND", "User not found");
    return toRow(updated);
  });
}

/** A superadmin's new admin: a username, names, a level and a one-time password the admin replaces at first sign-in. */
export async function createAdmin(db: Db, body: unknown): Promise<IssuedCredentials> {
  const input = createAdminSchema.parse(body);
  const oneTimePassword = generatePassword();
  const created = await createAdminAccount(db, {
    username: input.username,
    password: oneTimePassword,
    level: input.adminLevel,
    firstName: input.firstName,
    lastName: input.lastName,
    mustChangePassword: true,
  });
  return { user: toRow(created), username: created.username ?? input.username, oneTimePassword };
}

/**
 * Gives an admin a new one-time password (a forgotten password, or a client promoted on this page who has
 * never had one: they are given the username sent). Their sessions end; they choose their own password at
 * the next sign-in. Not for one's own account, whose password is changed knowing the current one.
 */
export async function issuePassword(db: Db, actor: User, targetId: string, body: unknown): Promise<IssuedCredentials> {
  const input = issuePasswordSchema.parse(body);
  if (targetId === actor.id) throw new AppError("FORBIDDEN", "Change your own password with your current one.");
  const target = await findUserById(db, targetId);
  if (!target) throw new AppError("NOT_FOUND", "User not found");
  if (!isAdminUser(target)) throw new AppError("CONFLICT", "Make this user an admin first");
  const username = target.username ?? (input.username === undefined ? undefined : usernameSchema.parse(input.username));
  if (!username) throw new AppError("BAD_REQUEST", "The username is required");
  const oneTimePassword = generatePassword();
  return db.transaction(async (tx) => {
    try {
      await tx.update(users).set({ username, mustChangePassword: true }).where(eq(users.id, targetId));
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError("CONFLICT", `A user named "${username}" already exists`);
      throw error;
    }
    await setPassword(tx, { id: targetId, username }, oneTimePassword);
    const [updated] = await tx.select().from(users).where(eq(users.id, targetId));
    return { user: toRow(updated), username, oneTimePassword };
  });
}

export const ONLY_ADMIN_EMAILS = "Only an admin account's email is set here";

/** A superadmin sets an admin account's email (a client's is edited on the clients page). */
export async function setAdminEmail(db: Db, targetId: string, body: unknown, now: Date): Promise<UserListRow> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for("update");
    if (!target) throw new AppError("NOT_FOUND", "User not found");
    if (!isAdminUser(target)) throw new AppError("CONFLICT", ONLY_ADMIN_EMAILS);
    return toRow(await setAccountEmail(tx, targetId, body, now));
  });
}
