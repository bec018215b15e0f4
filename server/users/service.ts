import { desc, eq } from "drizzle-orm";
import { adminLevelSchema, type UserListRow } from "@shared/admin-api";
import { users, type AdminLevel, type User } from "@shared/schema";
import type { Db } from "../db/database";
import { AppError } from "../http/errors";

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
    adminLevel: user.adminLevel as AdminLevel,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function listUsers(db: Db): Promise<UserListRow[]> {
  const rows = await db.select().from(users).orderBy(desc(users.createdAt), users.id);
  return rows.map(toRow);
}

/**
 * Sets a user's admin level and keeps isAdmin in step with it. A superadmin cannot change their own
 * level, which also means the last superadmin can never be demoted.
 */
export async function setAdminLevel(db: Db, actor: User, targetId: string, body: unknown, now: Date): Promise<UserListRow> {
  const { adminLevel } = adminLevelSchema.parse(body);
  if (targetId === actor.id) throw new AppError("FORBIDDEN", OWN_LEVEL_REFUSED);
  const [updated] = await db
    .update(users)
    .set({ adminLevel, isAdmin: adminLevel !== "none", updatedAt: now })
    .where(eq(users.id, targetId))
    .returning();
  if (!updated) throw new AppError("NOT_FOUND", "User not found");
  return toRow(updated);
}
