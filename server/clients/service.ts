import { and, desc, eq } from "drizzle-orm";
import { clientFormSchema, type AdminClient } from "@shared/admin-api";
import { users, type User } from "@shared/schema";
import type { Db } from "../infra/db/database";
import { pgErrorCode, PG_UNIQUE_VIOLATION } from "../infra/db/database";
import { AppError } from "../infra/http/errors";

/** Clients are users who are not admins in any way: isAdmin false and admin level none. */
const isClient = and(eq(users.isAdmin, false), eq(users.adminLevel, "none"));

const DUPLICATE_EMAIL = "A client with this email already exists";

function toAdminClient(user: User): AdminClient {
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

async function refuseDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError("CONFLICT", DUPLICATE_EMAIL);
    throw error;
  }
}

export async function listClients(db: Db): Promise<AdminClient[]> {
  const rows = await db.select().from(users).where(isClient).orderBy(desc(users.createdAt));
  return rows.map(toAdminClient);
}

export async function createClient(db: Db, body: unknown): Promise<AdminClient> {
  const form = clientFormSchema.parse(body);
  const [created] = await refuseDuplicates(() => db.insert(users).values(form).returning());
  return toAdminClient(created);
}

export async function updateClient(db: Db, id: string, body: unknown, now: Date): Promise<AdminClient> {
  const form = clientFormSchema.parse(body);
  const [updated] = await refuseDuplicates(() =>
    db
      .update(users)
      .set({ ...form, updatedAt: now })
      .where(and(eq(users.id, id), isClient))
      .returning(),
  );
  if (!updated) throw new AppError("NOT_FOUND", "Client not found");
  return toAdminClient(updated);
}
