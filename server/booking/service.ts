import crypto from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { BookingResponse } from "@shared/api";
import { bookingRequestSchema } from "@shared/api";
import { intersectStaff, isSlotAvailable, priceBooking } from "@shared/booking-rules";
import { appointmentItems, appointments, idempotencyKeys, services, staff, staffServices, users } from "@shared/schema";
import { isBookableDate, salonDateTimeToInstant, SLOT_TIMES } from "@shared/time";
import type { z } from "zod";
import { occupiedSlotsOn, staffAvailabilityOn } from "../availability/service";
import { listAllActiveOptions } from "../catalogue/service";
import type { Clock } from "../clock";
import type { Db, DbOrTx } from "../db/database";
import { pgErrorCode, PG_UNIQUE_VIOLATION } from "../db/database";
import { lockAppointmentDate } from "../db/locks";
import { enqueueBookingReceived } from "../email/appointment-emails";
import { AppError } from "../http/errors";
import { issueToken } from "../tokens/tokens";

type BookingInput = z.output<typeof bookingRequestSchema>;

export const SLOT_TAKEN_MESSAGE = "This time is no longer available. Please choose another time.";

export interface BookingResult {
  status: number;
  body: BookingResponse;
}

/** Splits "María José López" into a first name and the rest, the way the salon addresses people. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

/** A stable digest of the request, so a replayed Idempotency-Key can be told apart from a reused one. */
export function requestDigest(body: unknown): string {
  const canonical = JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return crypto.createHash("sha256").update(canonical).digest("hex");
}

async function loadCatalogue(db: DbOrTx) {
  const [serviceRows, options] = await Promise.all([db.select().from(services), listAllActiveOptions(db)]);
  return { services: serviceRows, options };
}

/** Staff ids qualified for each booked service, one list per service (rule 3 intersects them). */
async function qualifiedStaffLists(tx: DbOrTx, serviceIds: string[]): Promise<number[][]> {
  const rows = await tx
    .select({ staffId: staffServices.staffId, serviceId: staffServices.serviceId })
    .from(staffServices)
    .innerJoin(staff, eq(staff.id, staffServices.staffId))
    .where(and(inArray(staffServices.serviceId, serviceIds), eq(staff.active, true)));
  return serviceIds.map((serviceId) => rows.filter((row) => row.serviceId === serviceId).map((row) => row.staffId));
}

async function upsertCustomer(tx: DbOrTx, input: BookingInput): Promise<string> {
  const email = input.customerEmail.toLowerCase();
  const { firstName, lastName } = splitName(input.customerName);
  // A booking refreshes a customer's contact details, but never an admin's: anyone can type any email.
  const [upserted] = await tx
    .insert(users)
    .values({ email, firstName, lastName, phone: input.customerPhone })
    .onConflictDoUpdate({
      target: users.email,
      set: { firstName, lastName, phone: input.customerPhone, updatedAt: sql`now()` },
      setWhere: eq(users.isAdmin, false),
    })
    .returning({ id: users.id });
  if (upserted) return upserted.id;
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return existing.id;
}

/** Replays the stored answer of a key: the booking made (returned) or the refusal of a taken slot (thrown). */
async function replayIdempotent(db: DbOrTx, key: string, digest: string): Promise<BookingResult | undefined> {
  const [stored] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!stored) return undefined;
  if (stored.requestHash !== digest) {
    throw new AppError("UNPROCESSABLE", "This Idempotency-Key was already used with a different request");
  }
  if (stored.responseStatus === 409) throw new AppError("CONFLICT", (stored.responseBody as { message: string }).message);
  return { status: stored.responseStatus, body: stored.responseBody as BookingResponse };
}

/**
 * Remembers that this key's slot was taken, so a retry of the same request gets the same answer even if
 * the slot frees up meanwhile; the client sends a fresh key for its next, deliberate attempt.
 */
async function rememberRefusal(db: Db, key: string, digest: string, error: AppError): Promise<void> {
  await db
    .insert(idempotencyKeys)
    .values({ key, requestHash: digest, responseStatus: 409, responseBody: { message: error.message } })
    .onConflictDoNothing();
}

/**
 * Books a public appointment.
 *
 * Overbooking is prevented by serialising every booking of one date on a transaction-scoped advisory
 * lock (`pg_advisory_xact_lock`): inside it the slot is re-checked with the same shared rules the booking
 * page uses, against the rows as they are now, and the appointment is inserted before the lock is
 * released at commit. The lock lives in PostgreSQL, so it holds across every app instance sharing the
 * database; bookings of different dates never wait on each other. See docs/decisions/002-no-overbooking.md.
 */
export async function bookAppointment(
  db: Db,
  clock: Clock,
  rawBody: unknown,
  idempotencyKey: string | undefined,
): Promise<BookingResult> {
  // The key is looked up first, so that a reused key is told apart from a fresh invalid request.
  const digest = idempotencyKey ? requestDigest(rawBody) : "";
  if (idempotencyKey) {
    const replay = await replayIdempotent(db, idempotencyKey, digest);
    if (replay) return replay;
  }
  const input = bookingRequestSchema.parse(rawBody);

  const now = clock();
  if (!isBookableDate(input.appointmentDate, now)) {
    throw new AppError("BAD_REQUEST", "Appointments can be booked from today through the next 3 days, Monday to Saturday");
  }
  if (!SLOT_TIMES.includes(input.appointmentTime)) {
    throw new AppError("BAD_REQUEST", "Appointments start on the half hour between 09:00 and 20:30");
  }

  const catalogue = await loadCatalogue(db);
  const priced = priceBooking(
    {
      services: input.services.map(({ serviceId, optionIds }) => ({ serviceId, optionIds })),
      needsAcrylicRemoval: input.needsAcrylicRemoval,
      needsGelishRemoval: input.needsGelishRemoval,
      pedicureType: input.pedicureType,
    },
    catalogue,
  );
  if (!priced.ok) throw new AppError("BAD_REQUEST", priced.error.message);
  const serviceIds = input.services.map((service) => service.serviceId);

  try {
    return await db.transaction(async (tx) => {
      await lockAppointmentDate(tx, input.appointmentDate);
      if (idempotencyKey) {
        const replay = await replayIdempotent(tx, idempotencyKey, digest);
        if (replay) return replay;
      }
      const [availability, occupied, staffLists] = [
        await staffAvailabilityOn(tx, input.appointmentDate),
        await occupiedSlotsOn(tx, input.appointmentDate),
        await qualifiedStaffLists(tx, serviceIds),
      ];
      const free = isSlotAvailable(input.appointmentTime, {
        date: input.appointmentDate,
        now,
        durationMinutes: priced.totalDuration,
        qualifiedStaffIds: intersectStaff(staffLists),
        availability,
        appointments: occupied,
      });
      if (!free) throw new AppError("CONFLICT", SLOT_TAKEN_MESSAGE);

      const userId = await upsertCustomer(tx, input);
      const confirmation = issueToken();
      const review = issueToken();
      const [created] = await tx
        .insert(appointments)
        .values({
          userId,
          serviceId: serviceIds[0],
          appointmentDate: input.appointmentDate,
          appointmentTime: input.appointmentTime,
          status: "pending_staff_confirmation",
          confirmationToken: confirmation.hash,
          confirmationTokenExpiresAt: salonDateTimeToInstant(input.appointmentDate, input.appointmentTime),
          reviewToken: review.hash,
          needsAcrylicRemoval: input.needsAcrylicRemoval,
          needsGelishRemoval: input.needsGelishRemoval,
          pedicureType: priced.pedicureType,
          totalPrice: priced.totalPrice,
          totalDuration: priced.totalDuration,
          locale: input.locale,
        })
        .returning();
      await tx.insert(appointmentItems).values(
        priced.items.map((item, position) => ({ ...item, appointmentId: created.id, position })),
      );
      // The customer's "booking received" email commits with the booking or not at all (transactional outbox).
      await enqueueBookingReceived(tx, created.id, now);

      const result: BookingResult = {
        status: 201,
        body: {
          id: created.id,
          appointmentDate: created.appointmentDate,
          appointmentTime: created.appointmentTime,
          totalPrice: created.totalPrice,
          totalDuration: created.totalDuration,
          status: created.status,
        },
      };
      if (idempotencyKey) {
        await tx.insert(idempotencyKeys).values({
          key: idempotencyKey,
          requestHash: digest,
          responseStatus: result.status,
          responseBody: result.body,
        });
      }
      return result;
    });
  } catch (error) {
    // Two first attempts with one key for different dates do not share a date lock; the key's primary key decides.
    if (idempotencyKey && pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      const replay = await replayIdempotent(db, idempotencyKey, digest);
      if (replay) return replay;
    }
    if (idempotencyKey && error instanceof AppError && error.code === "CONFLICT") {
      await rememberRefusal(db, idempotencyKey, digest, error);
    }
    throw error;
  }
}
