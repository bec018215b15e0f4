import { and, eq, gt } from "drizzle-orm";
import { PERSONAL_LINK_LIFETIME_DAYS, type PersonalLinkStatus } from "@shared/my-day-api";
import { type Locale, staff, staffPersonalLinks } from "@shared/schema";
import type { Db, DbOrTx } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { hashToken, isTokenShaped, issueToken, tokenMatches } from "../infra/tokens/tokens";
import { enqueueEmail } from "../messages/outbox";

export const STAFF_NOT_FOUND = "Staff member not found";
/** The one answer to a token that does not open anything: never says whether it ever did. */
export const MY_DAY_NOT_FOUND = "This link is invalid or has expired.";

const LIFETIME_MS = PERSONAL_LINK_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** Whose link a token is: an active member whose current, unexpired link it is. */
export interface LinkHolder {
  staffId: number;
  locale: Locale;
  nameEn: string;
  nameEs: string;
}

/**
 * The member a presented token belongs to, or a 404 that reads the same whether the token was never
 * issued, was replaced, revoked, has expired or belongs to a member no longer active.
 */
export async function linkHolder(db: DbOrTx, token: string, now: Date): Promise<LinkHolder> {
  if (isTokenShaped(token)) {
    const [row] = await db
      .select({
        staffId: staffPersonalLinks.staffId,
        tokenHash: staffPersonalLinks.tokenHash,
        locale: staffPersonalLinks.locale,
        nameEn: staff.nameEn,
        nameEs: staff.nameEs,
      })
      .from(staffPersonalLinks)
      .innerJoin(staff, eq(staff.id, staffPersonalLinks.staffId))
      .where(and(eq(staffPersonalLinks.tokenHash, hashToken(token)), gt(staffPersonalLinks.expiresAt, now), eq(staff.active, true)));
    // The unique index finds the row by hash; the hashes are then compared in constant time.
    if (row && tokenMatches(token, row.tokenHash)) return { staffId: row.staffId, locale: row.locale, nameEn: row.nameEn, nameEs: row.nameEs };
  }
  throw new AppError("NOT_FOUND", MY_DAY_NOT_FOUND);
}

function statusOf(row: { createdAt: Date; expiresAt: Date; locale: Locale } | undefined, now: Date): PersonalLinkStatus {
  if (!row || row.expiresAt <= now) return { active: false, issuedAt: null, expiresAt: null, locale: null };
  return { active: true, issuedAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), locale: row.locale };
}

async function memberOrThrow(db: DbOrTx, staffId: number) {
  const [member] = await db.select({ id: staff.id, nameEn: staff.nameEn, nameEs: staff.nameEs, email: staff.email }).from(staff).where(eq(staff.id, staffId));
  if (!member) throw new AppError("NOT_FOUND", STAFF_NOT_FOUND);
  return member;
}

export async function personalLinkStatus(db: Db, staffId: number, now: Date): Promise<PersonalLinkStatus> {
  await memberOrThrow(db, staffId);
  const [row] = await db.select().from(staffPersonalLinks).where(eq(staffPersonalLinks.staffId, staffId));
  return statusOf(row, now);
}

/**
 * Issues the member's personal link, replacing (and so ending) any earlier one, and queues the email
 * that carries it in the same transaction: the plaintext token exists only in that email.
 */
export async function issuePersonalLink(db: Db, staffId: number, locale: Locale, issuedById: string | null, now: Date): Promise<PersonalLinkStatus> {
  return db.transaction(async (tx) => {
    const member = await memberOrThrow(tx, staffId);
    const { token, hash } = issueToken();
    const values = { tokenHash: hash, locale, expiresAt: new Date(now.getTime() + LIFETIME_MS), issuedById, createdAt: now };
    const [row] = await tx
      .insert(staffPersonalLinks)
      .values({ staffId, ...values })
      .onConflictDoUpdate({ target: staffPersonalLinks.staffId, set: values })
      .returning();
    if (member.email) {
      await enqueueEmail(
        tx,
        {
          kind: "staff_personal_link",
          recipient: member.email,
          locale,
          payload: { personalLink: { staff: { nameEn: member.nameEn, nameEs: member.nameEs }, token }, issuedAt: now.toISOString() },
        },
        now,
      );
    }
    return { ...statusOf(row, now), emailed: Boolean(member.email) };
  });
}

/** Ends the member's link (page and calendar feed together); revoking one that does not exist is fine. */
export async function revokePersonalLink(db: Db, staffId: number): Promise<void> {
  await memberOrThrow(db, staffId);
  await db.delete(staffPersonalLinks).where(eq(staffPersonalLinks.staffId, staffId));
}
