import { asc, eq, inArray } from "drizzle-orm";
import { staffFormSchema, staffUpdateSchema } from "@shared/admin-api";
import {
  parseSentFields,
  STAR_RATINGS,
  type AdminStaffDetail,
  type StaffReviewsSummary,
  type StarRating,
} from "@shared/admin-catalogue-api";
import { reviews, services, staff, staffServices } from "@shared/schema";
import type { Db, DbOrTx } from "../infra/db/database";
import { AppError } from "../infra/http/errors";

export const STAFF_NOT_FOUND = "Staff member not found";

/** A member as the staff page and its performance cards show them. */
export const memberColumns = {
  id: staff.id,
  nameEn: staff.nameEn,
  nameEs: staff.nameEs,
  email: staff.email,
  photoUrl: staff.photoUrl,
  specialty: staff.specialty,
  active: staff.active,
  commissionPercent: staff.commissionPercent,
};

async function serviceIdsByStaff(db: DbOrTx, staffIds: number[]): Promise<Map<number, string[]>> {
  const byStaff = new Map<number, string[]>(staffIds.map((id) => [id, []]));
  if (staffIds.length === 0) return byStaff;
  const rows = await db
    .select({ staffId: staffServices.staffId, serviceId: staffServices.serviceId })
    .from(staffServices)
    .where(inArray(staffServices.staffId, staffIds))
    .orderBy(asc(staffServices.serviceId));
  for (const row of rows) byStaff.get(row.staffId)?.push(row.serviceId);
  return byStaff;
}

/** Every staff member, inactive ones included, so an admin can reactivate or qualify them. */
export async function listStaff(db: Db): Promise<AdminStaffDetail[]> {
  const members = await db.select(memberColumns).from(staff).orderBy(asc(staff.id));
  const serviceIds = await serviceIdsByStaff(
    db,
    members.map((member) => member.id),
  );
  return members.map((member) => ({ ...member, serviceIds: serviceIds.get(member.id) ?? [] }));
}

async function findDetail(db: DbOrTx, id: number): Promise<AdminStaffDetail | undefined> {
  const [member] = await db.select(memberColumns).from(staff).where(eq(staff.id, id));
  if (!member) return undefined;
  const serviceIds = await serviceIdsByStaff(db, [id]);
  return { ...member, serviceIds: serviceIds.get(id) ?? [] };
}

export async function getStaffMember(db: Db, id: number): Promise<AdminStaffDetail> {
  const detail = await findDetail(db, id);
  if (!detail) throw new AppError("NOT_FOUND", STAFF_NOT_FOUND);
  return detail;
}

/** Replaces the member's qualifications; the caller holds the member's row lock. */
async function replaceServices(tx: DbOrTx, staffId: number, requested: string[]): Promise<void> {
  const serviceIds = [...new Set(requested)];
  if (serviceIds.length > 0) {
    const known = await tx.select({ id: services.id }).from(services).where(inArray(services.id, serviceIds));
    const knownIds = new Set(known.map((row) => row.id));
    const unknown = serviceIds.filter((serviceId) => !knownIds.has(serviceId));
    if (unknown.length > 0) throw new AppError("BAD_REQUEST", `Unknown service: ${unknown.join(", ")}`);
  }
  await tx.delete(staffServices).where(eq(staffServices.staffId, staffId));
  if (serviceIds.length > 0) {
    await tx.insert(staffServices).values(serviceIds.map((serviceId) => ({ staffId, serviceId })));
  }
}

export async function createStaff(db: Db, body: unknown): Promise<AdminStaffDetail> {
  const { serviceIds, ...fields } = staffFormSchema.parse(body);
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(staff).values(fields).returning({ id: staff.id });
    if (serviceIds) await replaceServices(tx, created.id, serviceIds);
    return (await findDetail(tx, created.id))!;
  });
}

/**
 * Changes only the fields sent: the qualifications page sends just `serviceIds`. The member's row is locked
 * first so two saves of the same member's services run one after the other instead of colliding.
 */
export async function updateStaff(db: Db, id: number, body: unknown, now: Date): Promise<AdminStaffDetail> {
  const { serviceIds, ...fields } = parseSentFields(staffUpdateSchema, body);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, id)).for("update");
    if (!locked) throw new AppError("NOT_FOUND", STAFF_NOT_FOUND);
    await tx
      .update(staff)
      .set({ ...fields, updatedAt: now })
      .where(eq(staff.id, id));
    if (serviceIds) await replaceServices(tx, id, serviceIds);
    return (await findDetail(tx, id))!;
  });
}

/** Past appointments and reviews stay, with no staff member (the foreign keys set them to null). */
export async function deleteStaff(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(staff).where(eq(staff.id, id)).returning({ id: staff.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", STAFF_NOT_FOUND);
}

const perStar = (value: (star: StarRating) => number) =>
  Object.fromEntries(STAR_RATINGS.map((star) => [star, value(star)])) as Record<StarRating, number>;

export async function staffReviews(db: Db, id: number): Promise<StaffReviewsSummary> {
  const [member] = await db.select({ id: staff.id }).from(staff).where(eq(staff.id, id));
  if (!member) throw new AppError("NOT_FOUND", STAFF_NOT_FOUND);
  const ratings = await db.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.staffId, id));
  const totalReviews = ratings.length;
  const ratingBreakdown = perStar((star) => ratings.filter((row) => row.rating === star).length);
  const sum = ratings.reduce((total, row) => total + row.rating, 0);
  return {
    totalReviews,
    averageRating: totalReviews === 0 ? 0 : Math.round((sum / totalReviews) * 10) / 10,
    ratingBreakdown,
    ratingPercentages: perStar((star) => (totalReviews === 0 ? 0 : Math.round((ratingBreakdown[star] / totalReviews) * 100))),
  };
}
