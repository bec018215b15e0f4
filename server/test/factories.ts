import crypto from "node:crypto";
import { staff, staffAvailability, staffServices, users, type AdminLevel, type User } from "@shared/schema";
import { hashPassword } from "../auth/passwords";
import type { DbOrTx } from "../infra/db/database";

export interface StaffFixture {
  name?: string;
  serviceIds: string[];
  /** Dates the member works, on the given hours. */
  workingDates?: string[];
  startTime?: string | null;
  endTime?: string | null;
  breakStartTime?: string | null;
  isPunchedIn?: boolean;
  active?: boolean;
}

export async function addStaff(db: DbOrTx, fixture: StaffFixture): Promise<number> {
  const name = fixture.name ?? `Staff ${Math.random().toString(36).slice(2, 7)}`;
  const [member] = await db
    .insert(staff)
    .values({ nameEn: name, nameEs: name, email: `${name.replace(/\s+/g, ".").toLowerCase()}@example.com`, active: fixture.active ?? true })
    .returning({ id: staff.id });
  if (fixture.serviceIds.length > 0) {
    await db.insert(staffServices).values(fixture.serviceIds.map((serviceId) => ({ staffId: member.id, serviceId })));
  }
  for (const availableDate of fixture.workingDates ?? []) {
    await db.insert(staffAvailability).values({
      staffId: member.id,
      availableDate,
      isPunchedIn: fixture.isPunchedIn ?? true,
      startTime: fixture.startTime === undefined ? "09:00" : fixture.startTime,
      endTime: fixture.endTime === undefined ? "18:00" : fixture.endTime,
      breakStartTime: fixture.breakStartTime === undefined ? "12:00" : fixture.breakStartTime,
    });
  }
  return member.id;
}

export interface AdminFixture {
  username?: string;
  /** Default: TEST_PASSWORD, whose hash is made once per test file. */
  password?: string;
  level?: AdminLevel;
}

export const TEST_PASSWORD = "test-password-1234";

const hashes = new Map<string, Promise<string>>();

/** argon2 costs ~50 ms a hash; a test reusing a password reuses its hash. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A user who signs in with a username and password; `level: "none"` makes a demoted admin. */
export async function addAdmin(db: DbOrTx, fixture: AdminFixture = {}): Promise<User & { password: string }> {
  const level = fixture.level ?? "admin";
  const username = fixture.username ?? `${level}-${crypto.randomBytes(4).toString("hex")}`;
  const password = fixture.password ?? TEST_PASSWORD;
  const [user] = await db
    .insert(users)
    .values({ username, passwordHash: await cachedHash(password), firstName: username, isAdmin: level !== "none", adminLevel: level })
    .returning();
  return { ...user, password };
}
