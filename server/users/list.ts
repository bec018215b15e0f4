import { and, asc, count, desc, eq, gt, lt, lte, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { UserListRow } from "@shared/admin-api";
import { superadminUsersQuerySchema } from "@shared/admin-lists";
import { users, type User } from "@shared/schema";
import type { Db } from "../infra/db/database";
import { personMatches } from "../infra/db/person-search";
import { decodeCursor, pageOf, type Page } from "../infra/http/paging";

export function toRow(user: User): UserListRow {
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

/** created_at to the microsecond, and the id: the newest-first order's key (index users_created_idx). */
const cursorKey = z.tuple([z.string().max(40), z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)]);

/**
 * GET /api/superadmin/users: a page of the admin accounts (the default) or of every user, customers too
 * (role=all), newest first, or those the search finds. Admins are picked with the predicate of their
 * partial index (users_admins_idx).
 */
export async function listUsers(db: Db, rawQuery: unknown): Promise<Page<UserListRow>> {
  const query = superadminUsersQuerySchema.parse(rawQuery);
  const admins = query.role === "admins" ? or(eq(users.isAdmin, true), ne(users.adminLevel, "none")) : undefined;
  const searched = query.q ? personMatches(query.q, users) : undefined;
  const matching = admins || searched ? and(admins, searched) : undefined;
  const from = query.cursor === undefined ? undefined : decodeCursor(query.cursor, cursorKey);
  const created = from ? sql`${from[0]}::timestamptz` : undefined;
  const after = from && created ? and(lte(users.createdAt, created), or(lt(users.createdAt, created), gt(users.id, from[1]))) : undefined;
  const rows = await db
    .select({ user: users, key: sql<string>`${users.createdAt}::text` })
    .from(users)
    .where(and(matching, after))
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(query.limit + 1);
  // Without a search, counted along the newest-first index (its order makes PostgreSQL walk the index).
  const walked = db.select({ id: users.id }).from(users).where(matching).orderBy(desc(users.createdAt), asc(users.id)).as("walked");
  const [{ total }] = matching ? await db.select({ total: count() }).from(users).where(matching) : await db.select({ total: count() }).from(walked);
  const page = pageOf(rows, query.limit, total, (row) => [row.key, row.user.id]);
  return { ...page, rows: page.rows.map((row) => toRow(row.user)) };
}
