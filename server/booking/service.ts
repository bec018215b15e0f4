import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type pg from "pg";
import type { BookingResponse } from "@shared/api";
import { bookingRequestSchema } from "@shared/api";
import { intersectStaff, isSlotAvailable, NON_BLOCKING_STATUSES, priceBooking } from "@shared/booking-rules";
import { idempotencyKeys } from "@shared/schema";
import { isBookableDate, salonDateTimeToInstant, SLOT_TIMES } from "@shared/time";
import { toOccupiedSlots, type HoldingRow } from "../availability/service";
import { resolveRows, STAFF_DAY_SOURCES_OF_D, type StaffDaySourceRow } from "../availability/staff-days";
import type { CatalogueCache } from "../catalogue/service";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { pgErrorCode, PG_UNIQUE_VIOLATION } from "../infra/db/database";
import { appointmentDateLockKey } from "../infra/db/locks";
import { snapshotLinesOf } from "../email/appointment-emails";
import type { EmailPayload } from "../email/messages";
import { AppError } from "../infra/http/errors";
import { issueToken } from "../infra/tokens/tokens";

export const SLOT_TAKEN_MESSAGE = "This time is no longer available. Please choose another time.";

export interface BookingResult {
  status: number;
  body: BookingResponse;
}

export interface BookingDeps {
  db: Db;
  /** The booking's transaction runs on one client of it, with named prepared statements. */
  pool: pg.Pool;
  clock: Clock;
  catalogue: CatalogueCache;
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

interface StoredAnswer {
  requestHash: string;
  responseStatus: number;
  responseBody: unknown;
}

/** The stored answer of a key: the booking made (returned) or the refusal of a taken slot (thrown). */
function answerStored(stored: StoredAnswer, digest: string): BookingResult {
  if (stored.requestHash !== digest) {
    throw new AppError("UNPROCESSABLE", "This Idempotency-Key was already used with a different request");
  }
  if (stored.responseStatus === 409) throw new AppError("CONFLICT", (stored.responseBody as { message: string }).message);
  return { status: stored.responseStatus, body: stored.responseBody as BookingResponse };
}

async function replayIdempotent(db: Db, key: string, digest: string): Promise<BookingResult | undefined> {
  const [stored] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return stored ? answerStored(stored, digest) : undefined;
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
 * Runs `body` in a transaction on one pooled client that holds `date`'s booking lock; a client whose
 * ROLLBACK failed is dropped, not reused. BEGIN and the lock go in one round trip (the simple protocol
 * takes both statements at once, so the lock's key is sent as an escaped literal).
 */
async function inLockedTransaction<T>(pool: pg.Pool, date: string, body: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`BEGIN; SELECT pg_advisory_xact_lock(hashtext(${client.escapeLiteral(appointmentDateLockKey(date))}))`);
    const result = await body(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * The date as it is now, read in one round trip once the date's lock is held: the staff working it, the
 * appointments holding time on it, who is qualified for each booked service, and the answer already
 * stored under the request's Idempotency-Key, if any.
 */
const READ_DAY = {
  name: "booking_read_day",
  text: `SELECT
  (SELECT coalesce(json_agg(sources), '[]') FROM (WITH d(date) AS (SELECT $1::varchar)
${STAFF_DAY_SOURCES_OF_D}) sources) AS "staffSources",
  (SELECT coalesce(json_agg(json_build_object('appointmentTime', a.appointment_time, 'totalDuration', a.total_duration,
      'status', a.status, 'actualEndTime', a.actual_end_time) ORDER BY a.appointment_time), '[]')
     FROM appointments a
    WHERE a.appointment_date = $1 AND a.status <> ALL ($2::text[])) AS appointments,
  (SELECT coalesce(json_agg(json_build_array(ss.service_id, ss.staff_id)), '[]')
     FROM staff_services ss JOIN staff s ON s.id = ss.staff_id
    WHERE ss.service_id = ANY ($3::text[]) AND s.active) AS qualified,
  (SELECT json_build_object('requestHash', k.request_hash, 'responseStatus', k.response_status, 'responseBody', k.response_body)
     FROM idempotency_keys k WHERE k.key = $4) AS stored`,
};

interface DayRow {
  staffSources: StaffDaySourceRow[];
  appointments: HoldingRow[];
  /** [serviceId, staffId] pairs. */
  qualified: [string, number][];
  stored: StoredAnswer | null;
}

/**
 * Everything a booking writes, in one round trip: the customer (a booking refreshes a customer's contact
 * details, but never an admin's: anyone can type any email), the appointment, its line items, the
 * customer's "booking received" email (transactional outbox: it commits with the booking or not at all)
 * and, with an Idempotency-Key, the answer to replay.
 */
const WRITE_BOOKING = {
  name: "booking_write",
  text: `WITH upserted AS (
  INSERT INTO users (email, first_name, last_name, phone) VALUES ($1, $2, $3, $4)
  ON CONFLICT (email) DO UPDATE
    SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, phone = EXCLUDED.phone, updated_at = now()
    WHERE NOT users.is_admin
  RETURNING id, email, first_name, last_name
), customer AS (
  SELECT id, email, first_name, last_name FROM upserted
  UNION ALL
  SELECT id, email, first_name, last_name FROM users WHERE email = $1 AND NOT EXISTS (SELECT 1 FROM upserted)
), appointment AS (
  INSERT INTO appointments (user_id, service_id, appointment_date, appointment_time, status, confirmation_token,
    confirmation_token_expires_at, review_token, needs_acrylic_removal, needs_gelish_removal, pedicure_type,
    total_price, total_duration, locale)
  SELECT id, $5, $6, $7, 'pending_staff_confirmation', $8, $9, $10, $11, $12, $13, $14, $15, $16 FROM customer
  RETURNING id, appointment_date, appointment_time, total_price, total_duration, status, locale
), items AS (
  INSERT INTO appointment_items (appointment_id, kind, item_id, parent_service_id, name_en, name_es, price, duration_minutes, position)
  SELECT appointment.id, item.kind, item."itemId", item."parentServiceId", item."nameEn", item."nameEs", item.price,
    item."durationMinutes", item.position
  FROM appointment, json_to_recordset($17::json) AS item(kind text, "itemId" text, "parentServiceId" text, "nameEn" text,
    "nameEs" text, price integer, "durationMinutes" integer, position integer)
), email AS (
  INSERT INTO email_outbox (kind, recipient, locale, payload, status, next_attempt_at, created_at)
  SELECT 'booking_received', customer.email, appointment.locale,
    jsonb_set(jsonb_set($18::jsonb, '{appointment,appointmentId}', to_jsonb(appointment.id)), '{appointment,customer}',
      jsonb_build_object('firstName', coalesce(customer.first_name, ''), 'lastName', coalesce(customer.last_name, ''))),
    'pending', $19, $19
  FROM appointment, customer
), remembered AS (
  INSERT INTO idempotency_keys (key, request_hash, response_status, response_body)
  SELECT $20, $21, 201, jsonb_build_object('id', id, 'appointmentDate', appointment_date, 'appointmentTime', appointment_time,
    'totalPrice', total_price, 'totalDuration', total_duration, 'status', status)
  FROM appointment WHERE $20::varchar IS NOT NULL
)
SELECT id, appointment_date AS "appointmentDate", appointment_time AS "appointmentTime", total_price AS "totalPrice",
  total_duration AS "totalDuration", status
FROM appointment`,
};

/**
 * Books a public appointment.
 *
 * Overbooking is prevented by serialising every booking of one date on a transaction-scoped advisory
 * lock (`pg_advisory_xact_lock`): inside it the slot is re-checked with the same shared rules the booking
 * page uses, against the rows as they are now, and the appointment is inserted before the lock is
 * released at commit. The lock lives in PostgreSQL, so it holds across every app instance sharing the
 * database; bookings of different dates never wait on each other. See docs/decisions/002-no-overbooking.md.
 *
 * Everything that needs no lock happens before it: pricing from the cached catalogue, the email's
 * lines, the tokens. The booking costs four round trips: BEGIN with the lock, then, under the lock, one
 * read, one write and COMMIT.
 */
export async function bookAppointment(deps: BookingDeps, rawBody: unknown, idempotencyKey: string | undefined): Promise<BookingResult> {
  const { db, pool, clock, catalogue } = deps;
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

  const known = await catalogue.read();
  const priced = priceBooking(
    {
      services: input.services.map(({ serviceId, optionIds }) => ({ serviceId, optionIds })),
      needsAcrylicRemoval: input.needsAcrylicRemoval,
      needsGelishRemoval: input.needsGelishRemoval,
      pedicureType: input.pedicureType,
    },
    known,
  );
  if (!priced.ok) throw new AppError("BAD_REQUEST", priced.error.message);
  const serviceIds = input.services.map((service) => service.serviceId);
  const { firstName, lastName } = splitName(input.customerName);
  const email: EmailPayload = {
    appointment: {
      // The appointment's id and the customer's name as stored are filled in by the write.
      appointmentId: 0,
      date: input.appointmentDate,
      time: input.appointmentTime,
      durationMinutes: priced.totalDuration,
      totalPrice: priced.totalPrice,
      lines: snapshotLinesOf(priced.items, known.serviceById),
      customer: { firstName: "", lastName: "" },
      staff: null,
    },
    issuedAt: now.toISOString(),
  };

  try {
    return await inLockedTransaction(pool, input.appointmentDate, async (client) => {
      const {
        rows: [day],
      } = await client.query<DayRow>(READ_DAY, [input.appointmentDate, NON_BLOCKING_STATUSES, serviceIds, idempotencyKey ?? null]);
      if (day.stored) return answerStored(day.stored, digest);
      const free = isSlotAvailable(input.appointmentTime, {
        date: input.appointmentDate,
        now,
        durationMinutes: priced.totalDuration,
        qualifiedStaffIds: intersectStaff(serviceIds.map((id) => day.qualified.filter(([serviceId]) => serviceId === id).map(([, staffId]) => staffId))),
        availability: resolveRows([input.appointmentDate], day.staffSources).get(input.appointmentDate),
        appointments: toOccupiedSlots(day.appointments),
      });
      if (!free) throw new AppError("CONFLICT", SLOT_TAKEN_MESSAGE);

      const {
        rows: [created],
      } = await client.query<BookingResponse>(WRITE_BOOKING, [
        input.customerEmail.toLowerCase(),
        firstName,
        lastName,
        input.customerPhone,
        serviceIds[0],
        input.appointmentDate,
        input.appointmentTime,
        issueToken().hash,
        salonDateTimeToInstant(input.appointmentDate, input.appointmentTime),
        issueToken().hash,
        input.needsAcrylicRemoval,
        input.needsGelishRemoval,
        priced.pedicureType,
        priced.totalPrice,
        priced.totalDuration,
        input.locale,
        JSON.stringify(priced.items.map((item, position) => ({ ...item, position }))),
        JSON.stringify(email),
        now,
        idempotencyKey ?? null,
        digest,
      ]);
      return { status: 201, body: created };
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
