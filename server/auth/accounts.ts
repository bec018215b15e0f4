import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "@shared/admin-api";
import { loginAttempts, sessions, users, type AdminLevel, type User } from "@shared/schema";
import { PG_UNIQUE_VIOLATION, pgErrorCode, type DbOrTx } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { hashPassword, newPasswordSchema } from "./passwords";

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isAdmin: user.isAdmin,
    adminLevel: user.adminLevel,
  };
}

export function isAdminUser(user: Pick<User, "isAdmin" | "adminLevel">): boolean {
  return user.isAdmin || user.adminLevel === "admin" || user.adminLevel === "superadmin";
}

export function isSuperAdminUser(user: Pick<User, "adminLevel">): boolean {
  return user.adminLevel === "superadmin";
}

/** Usernames are kept in lower case, so "Maria" and "maria" are one account and sign-in ignores case. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export const usernameSchema = z
  .string()
  .transform(normalizeUsername)
  .pipe(
    z
      .string()
      .min(1, "The username is required")
      .max(100, "The username must be at most 100 characters")
      .regex(/^[a-z0-9][a-z0-9._@-]*$/, "A username may hold letters, digits and . _ @ - only"),
  );

export async function findUserById(db: DbOrTx, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByUsername(db: DbOrTx, username: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.username, normalizeUsername(username)));
  return user;
}

export interface NewAdmin {
  username: string;
  password: string;
  level: Exclude<AdminLevel, "none">;
  /** The name shown in the back office; the username when not given. */
  firstName?: string | null;
  lastName?: string | null;
  /** A one-time password issued by a superadmin: the admin chooses their own at the first sign-in. */
  mustChangePassword?: boolean;
}

export async function createAdminAccount(db: DbOrTx, input: NewAdmin): Promise<User> {
  const username = usernameSchema.parse(input.username);
  const passwordHash = await hashPassword(newPasswordSchema.parse(input.password));
  try {
    const [created] = await db
      .insert(users)
      .values({
        username,
        passwordHash,
        firstName: input.firstName || username,
        lastName: input.lastName || null,
        isAdmin: true,
        adminLevel: input.level,
        mustChangePassword: input.mustChangePassword ?? false,
      })
      .returning();
    return created;
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError("CONFLICT", `A user named "${username}" already exists`);
    throw error;
  }
}

/**
 * Sets a new password and signs the account out everywhere: whoever knew the old password loses the
 * sessions it opened, and a lock-out from failed attempts is lifted.
 */
export async function setPassword(db: DbOrTx, user: Pick<User, "id" | "username">, password: string): Promise<void> {
  const passwordHash = await hashPassword(newPasswordSchema.parse(password));
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
  await db.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${user.id}`);
  if (user.username) {
    await db.delete(loginAttempts).where(sql`starts_with(${loginAttempts.key}, ${`${user.username}|`})`);
  }
}
