import { asc, eq, inArray } from "drizzle-orm";
import type { ReviewLinkResponse } from "@shared/api";
import { REVIEW_MESSAGES, reviewSubmissionSchema } from "@shared/review-api";
import { appointmentItems, appointments, reviews, services, staff, type Appointment, type Locale } from "@shared/schema";
import type { Db, DbOrTx } from "../infra/db/database";
import { pgErrorCode, PG_UNIQUE_VIOLATION } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { hashToken, isTokenShaped, tokenMatches } from "../infra/tokens/tokens";

/**
 * The appointment a review link belongs to, if the link can still be used: the appointment is completed,
 * its link was issued (at completion) and has not expired or been used. Every refusal is the same 404/410
 * message, so a link tells nothing about why it failed; only a second submission is told it is one.
 */
async function reviewable(db: DbOrTx, token: string, now: Date, locale: Locale, forSubmit = false): Promise<Appointment> {
  const invalid = REVIEW_MESSAGES[locale].invalid;
  if (!isTokenShaped(token)) throw new AppError("NOT_FOUND", invalid);
  const query = db.select().from(appointments).where(eq(appointments.reviewToken, hashToken(token)));
  const [appointment] = forSubmit ? await query.for("update") : await query;
  if (!appointment || !tokenMatches(token, appointment.reviewToken)) throw new AppError("NOT_FOUND", invalid);
  const expired = !appointment.reviewTokenExpiresAt || appointment.reviewTokenExpiresAt <= now;
  if (appointment.status !== "completed" || expired) throw new AppError("GONE", invalid);
  if (appointment.reviewTokenUsedAt) {
    // Submitting twice (a double click, a second tab) is told plainly; a later visit sees a spent link.
    throw forSubmit ? new AppError("CONFLICT", REVIEW_MESSAGES[locale].duplicate) : new AppError("GONE", invalid);
  }
  return appointment;
}

/** "Pedicure + Gel Polish": the booked services, an option shown under its service's name. */
async function serviceNames(db: DbOrTx, appointment: Appointment): Promise<{ nameEn: string; nameEs: string }> {
  const items = await db
    .select()
    .from(appointmentItems)
    .where(eq(appointmentItems.appointmentId, appointment.id))
    .orderBy(asc(appointmentItems.position));
  const serviceIds = [
    ...new Set(
      items
        .filter((item) => item.kind !== "removal")
        .map((item) => (item.kind === "option" ? item.parentServiceId : item.itemId))
        .filter((id): id is string => Boolean(id)),
    ),
  ];
  if (serviceIds.length === 0) serviceIds.push(appointment.serviceId);
  const rows = await db.select().from(services).where(inArray(services.id, serviceIds));
  const ordered = serviceIds.map((id) => rows.find((row) => row.id === id)).filter((row) => row !== undefined);
  return { nameEn: ordered.map((row) => row.nameEn).join(" + "), nameEs: ordered.map((row) => row.nameEs).join(" + ") };
}

export async function reviewLink(db: Db, token: string, now: Date, locale: Locale): Promise<ReviewLinkResponse> {
  const appointment = await reviewable(db, token, now, locale);
  const [member] = appointment.staffId
    ? await db.select({ nameEn: staff.nameEn, nameEs: staff.nameEs }).from(staff).where(eq(staff.id, appointment.staffId))
    : [];
  return {
    service: await serviceNames(db, appointment),
    staff: member ?? null,
    appointment: { appointmentDate: appointment.appointmentDate, appointmentTime: appointment.appointmentTime },
    locale: appointment.locale,
  };
}

/**
 * Stores the review with the appointment's manicurist and customer and uses the link up, in one
 * transaction. One review per appointment: a second submission gets 409 (the unique appointment id
 * decides even if two arrive at once).
 */
export async function submitReview(db: Db, token: string, body: unknown, now: Date, locale: Locale): Promise<{ id: number; rating: number }> {
  const input = reviewSubmissionSchema(locale).parse(body);
  try {
    return await db.transaction(async (tx) => {
      const appointment = await reviewable(tx, token, now, locale, true);
      const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.appointmentId, appointment.id));
      if (existing) throw new AppError("CONFLICT", REVIEW_MESSAGES[locale].duplicate);
      const [review] = await tx
        .insert(reviews)
        .values({
          appointmentId: appointment.id,
          staffId: appointment.staffId,
          userId: appointment.userId,
          rating: input.rating,
          comment: input.comment,
          createdAt: now,
        })
        .returning({ id: reviews.id, rating: reviews.rating });
      await tx.update(appointments).set({ reviewTokenUsedAt: now, updatedAt: now }).where(eq(appointments.id, appointment.id));
      return review;
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError("CONFLICT", REVIEW_MESSAGES[locale].duplicate);
    throw error;
  }
}
