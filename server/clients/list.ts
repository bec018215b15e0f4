import { and, asc, count, desc, gt, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { AdminClient } from "@shared/admin-api";
import { adminClientsQuerySchema, VIP_COUNT_HEADER } from "@shared/admin-lists";
import { users, type User } from "@shared/schema";
import type { Db } from "../infra/db/database";
import { personMatches } from "../infra/db/person-search";
import { decodeCursor, pageOf, type Page } from "../infra/http/paging";

/**
 * Clients are users who are not admins in any way: isAdmin false and admin level none. Written as the
 * partial indexes' own predicate (migrations/0012), so that PostgreSQL can use them.
 */
export const isClient = sql`${users.isAdmin} = false AND ${users.adminLevel} = 'none'`;


export function toAdminClient(user: User): AdminClient {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    profileImageUrl: user.profileImageUrl,
    membershipTier: user.membershipTier,
    marketingOptIn: user.marketingOptIn,
    isAdmin: user.isAdmin,
    adminLevel: user.adminLevel,
    notes: user.notes,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The name sort's key: the expression of the index users_client_name_idx. */
const nameKey = sql<string>`public.cita_name_key(${users.firstName}, ${users.lastName})`;
/** created_at to the microsecond (a JavaScript Date keeps milliseconds), for the recent sort's cursor. */
const createdKey = sql<string>`${users.createdAt}::text`;

/** Any PostgreSQL uuid (ids written by other tools need not be RFC 4122 versions). */
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const cursorKeys = {
  name: z.tuple([z.literal("name"), z.string().max(300), uuid]),
  recent: z.tuple([z.literal("recent"), z.string().max(40), uuid]),
  visits: z.tuple([z.literal("visits"), z.number().int().min(0), uuid]),
} as const;

/**
 * GET /api/admin/clients: a page of clients, or of those the search finds, in the order asked for. Each sort
 * walks its own index from the cursor, so a page costs the same on the first day and after years.
 */
export async function listClients(db: Db, rawQuery: unknown): Promise<Page<AdminClient>> {
  const query = adminClientsQuerySchema.parse(rawQuery);
  const matching = query.q ? and(isClient, personMatches(query.q, users))! : isClient;
  const read = { name: byName, recent: byRecent, visits: byVisits }[query.sort];
  const [{ total, vips }, rows] = await Promise.all([countClients(db, matching), read(db, matching, query.limit, query.cursor)]);
  const page = pageOf<{ user: User; key: string | number }>(rows, query.limit, total, (row) => [query.sort, row.key, row.user.id]);
  return { ...page, rows: page.rows.map((row) => toAdminClient(row.user)), headers: { [VIP_COUNT_HEADER]: String(vips) } };
}

/** Counts the clients whose tier is VIP, beside the total, in the same pass. */
const vipCount = sql<number>`count(*) FILTER (WHERE ${users.membershipTier} = 'vip')`.mapWith(Number);

/**
 * How many clients the list holds, and how many of them are VIPs, in one pass: without a search over the
 * index of clients by tier (users_client_tier_idx), which holds all it needs; a search counts what it finds.
 */
async function countClients(db: Db, matching: SQL): Promise<{ total: number; vips: number }> {
  return (await db.select({ total: count(), vips: vipCount }).from(users).where(matching))[0];
}

async function byName(db: Db, matching: SQL, limit: number, cursor: string | undefined) {
  const from = cursor === undefined ? undefined : decodeCursor(cursor, cursorKeys.name);
  return db
    .select({ user: users, key: nameKey })
    .from(users)
    .where(from ? and(matching, sql`(${nameKey}, ${users.id}) > (${from[1]}, ${from[2]}::uuid)`) : matching)
    .orderBy(asc(nameKey), asc(users.id))
    .limit(limit + 1);
}

async function byRecent(db: Db, matching: SQL, limit: number, cursor: string | undefined) {
  const from = cursor === undefined ? undefined : decodeCursor(cursor, cursorKeys.recent);
  const created = from ? sql`${from[1]}::timestamptz` : undefined;
  const after = from && created ? and(lte(users.createdAt, created), or(lt(users.createdAt, created), gt(users.id, from[2])))! : undefined;
  return db
    .select({ user: users, key: createdKey })
    .from(users)
    .where(after ? and(matching, after) : matching)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(limit + 1);
}

/** Most completed visits first (users.completed_visits, kept by PostgreSQL), then by id: the index users_client_visits_idx. */
async function byVisits(db: Db, matching: SQL, limit: number, cursor: string | undefined) {
  const from = cursor === undefined ? undefined : decodeCursor(cursor, cursorKeys.visits);
  const after = from ? sql`(${users.completedVisits} < ${from[1]} OR (${users.completedVisits} = ${from[1]} AND ${users.id} > ${from[2]}::uuid))` : undefined;
  return db
    .select({ user: users, key: users.completedVisits })
    .from(users)
    .where(after ? and(matching, after) : matching)
    .orderBy(desc(users.completedVisits), asc(users.id))
    .limit(limit + 1);
}
