import { desc, eq } from "drizzle-orm";
import { adminLevelSchema, type UserListRow } from "@shared/admin-api";
import { users, type User } from "@shared/schema";
import type { Db } from "../infra/db/database";
import { SUPERADMINS_ONLY } from "../auth/guards";
import { AppError } from "../infra/http/errors";

export const OWN_LEVEL_REFUSED = "You cannot change your own admin level.";

function toRow(user: User): UserListRow {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    membershipTier: user.membershipTier,
    isAdmin: user.isAdmin,
    adminLevel: user.adminLevel,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function listUsers(db: Db): Promise<UserListRow[]> {
  const rows = await db.select().from(users).orderBy(desc(users.createdAt), users.id);
  return rows.map(toRow);
}

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
