import { eq } from "drizzle-orm";
import { adminEmailSchema, EMAIL_TAKEN } from "@shared/admin-accounts-api";
import type { CurrentAdmin } from "@shared/admin-api";
import { users, type User } from "@shared/schema";
import { PG_UNIQUE_VIOLATION, pgErrorCode, type DbOrTx } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { currentAdmin } from "./service";

/**
 * Sets an account's email (an admin's own, from their profile page, or a superadmin's for an admin). Emails
 * are unique across clients and admins, so an address another account has is refused with a clear 409.
 */
export async function setAccountEmail(db: DbOrTx, userId: string, body: unknown, now: Date): Promise<User> {
  const { email } = adminEmailSchema.parse(body);
  try {
    const [updated] = await db.update(users).set({ email, updatedAt: now }).where(eq(users.id, userId)).returning();
    if (!updated) throw new AppError("NOT_FOUND", "User not found");
    return updated;
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError("CONFLICT", EMAIL_TAKEN);
    throw error;
  }
}

/** PUT /api/admin/profile: the signed-in admin sets their own email (where test sends go). */
export async function updateOwnProfile(db: DbOrTx, user: User, body: unknown, now: Date): Promise<CurrentAdmin> {
  return currentAdmin(await setAccountEmail(db, user.id, body, now));
}
