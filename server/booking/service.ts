import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { z } from "zod";
import { frontDeskBookingSchema } from "@shared/admin-api";
import type { BookingResponse } from "@shared/api";
import { bookingRequestSchema, INVALID_PHONE } from "@shared/api";
import { toE164 } from "@shared/phone";
import {
  assignedBookings,
  type HoldingAppointment,
  intersectStaff,
  isSlotAvailable,
  isStaffFreeAt,
  NON_BLOCKING_STATUSES,
  priceBooking,
  STAFF_NOT_FREE_MESSAGE,
} from "@shared/booking-rules";
import { NO_COMMON_STAFF_MESSAGES } from "@shared/booking-messages";
import { splitName } from "@shared/names";
import * as schema from "@shared/schema";
import { idempotencyKeys, type Locale } from "@shared/schema";
import { FRONT_DESK_WINDOW_DAYS, isBookableDate, isFrontDeskDate, salonDateTimeToInstant, SLOT_TIMES } from "@shared/time";
import type { ResolvedStaffDay } from "@shared/schedule";
import { toOccupiedSlots } from "../availability/service";
import { resolveRows, STAFF_DAY_SOURCES_OF_D, type StaffDaySourceRow } from "../availability/staff-days";
import type { CatalogueCache } from "../catalogue/service";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { pgErrorCode, PG_UNIQUE_VIOLATION } from "../infra/db/database";
import { enqueueConfirmed, requestStaffConfirmation, snapshotLinesOf } from "../messages/appointment-messages";
import type { EmailPayload } from "../messages/payloads";
import { AppError } from "../infra/http/errors";
import { issueTokens } from "../infra/tokens/tokens";
import { sqlLiteral, type SqlValue } from "../infra/db/literals";
import { type DateBatchWork, inDateBatch, type LockedDate, type Outcome } from "./date-transactions";
import { RememberedDays } from "./remembered-days";

export const SLOT_TAKEN_MESSAGE = "This time is no longer available. Please choose another time.";
const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used with a different request";

type BookingRequestInput = z.output<typeof bookingRequestSchema>;

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
    throw new AppError("UNPROCESSABLE", IDEMPOTENCY_KEY_REUSED);
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
 * What deciding a date's bookings reads, in one statement: each active staff member's day, the
 * appointments holding time on it with whom they are for (to find the same person already holding a
 * time), who is qualified for each service, the answers already stored under the batch's
 * Idempotency-Keys, and the counts of changes (booking_read_versions) that prove later that the rest is
 * unchanged. Parameters: the date, the non-blocking statuses, the keys.
 */
const READ_DAY = `PREPARE booking_read_day AS SELECT
  (SELECT coalesce(json_agg(sources), '[]') FROM (WITH d(date) AS (SELECT $1::varchar)
${STAFF_DAY_SOURCES_OF_D}) sources) AS "staffSources",
  (SELECT coalesce(json_agg(json_build_object('appointmentTime', a.appointment_time, 'totalDuration', a.total_duration,
      'status', a.status, 'actualEndTime', a.actual_end_time, 'staffId', a.staff_id, 'email', u.email,
      'contactName', a.contact_name, 'contactPhone', a.contact_phone, 'booking',
      json_build_object('id', a.id, 'appointmentDate', a.appointment_date, 'appointmentTime', a.appointment_time,
      'totalPrice', a.total_price, 'totalDuration', a.total_duration, 'status', a.status)) ORDER BY a.appointment_time, a.id), '[]')
     FROM appointments a LEFT JOIN users u ON u.id = a.user_id
    WHERE a.appointment_date = $1 AND a.status <> ALL ($2::text[])) AS appointments,
  (SELECT coalesce(json_agg(json_build_array(ss.service_id, ss.staff_id)), '[]')
     FROM staff_services ss JOIN staff s ON s.id = ss.staff_id WHERE s.active) AS qualified,
  (SELECT coalesce(json_agg(json_build_object('key', k.key, 'requestHash', k.request_hash, 'responseStatus', k.response_status,
      'responseBody', k.response_body)), '[]')
     FROM idempotency_keys k WHERE k.key = ANY ($3::varchar[])) AS stored,
  '0' AS "dateVersion", '0' AS "allDatesVersion"`;

/** An appointment holding time on a date, with whom it is for: its booking, or while its batch runs the index of its write. */
interface DayAppointment extends HoldingAppointment {
  staffId: number | null;
  email: string | null;
  contactName: string | null;
  contactPhone: string | null;
  booking: BookingResponse | number;
}

interface DayRow {
  staffSources: StaffDaySourceRow[];
  appointments: (DayAppointment & { booking: BookingResponse })[];
  /** [serviceId, staffId] pairs. */
  qualified: [string, number][];
  stored: Array<StoredAnswer & { key: string }>;
  dateVersion: string;
  allDatesVersion: string;
}

/**
 * Everything a booking writes, in one statement: the customer (a booking fills in a client's empty
 * contact fields but never changes one already there, leaves a client with nothing to fill in as it is,
 * and never touches an admin: anyone can type any email), the appointment with the name and phone it was
 * booked with, its line items, the customer's email (transactional outbox: it commits with the booking or
 * not at all; none when $18 is null) with the hash of its manage link, and, with an Idempotency-Key, the
 * answer to replay.
 */
const WRITE_BOOKING = `PREPARE booking_write AS WITH upserted AS (
  INSERT INTO users (email, first_name, last_name, phone, marketing_opt_in, marketing_opt_in_at)
  VALUES ($1, $2, $3, $4, $27, CASE WHEN $27::boolean THEN $19::timestamptz END)
  ON CONFLICT (email) DO UPDATE
    SET first_name = coalesce(nullif(users.first_name, ''), EXCLUDED.first_name),
      last_name = coalesce(nullif(users.last_name, ''), EXCLUDED.last_name),
      phone = coalesce(nullif(users.phone, ''), EXCLUDED.phone),
      marketing_opt_in = users.marketing_opt_in OR EXCLUDED.marketing_opt_in,
      marketing_opt_in_at = CASE WHEN EXCLUDED.marketing_opt_in AND NOT users.marketing_opt_in
        THEN EXCLUDED.marketing_opt_in_at ELSE users.marketing_opt_in_at END,
      updated_at = now()
    WHERE NOT users.is_admin AND (nullif(users.first_name, '') IS NULL OR nullif(users.last_name, '') IS NULL
      OR nullif(users.phone, '') IS NULL OR (EXCLUDED.marketing_opt_in AND NOT users.marketing_opt_in))
  RETURNING id, email
), customer AS (
  SELECT id, email FROM upserted
  UNION ALL
  SELECT id, email FROM users WHERE email = $1 AND NOT EXISTS (SELECT 1 FROM upserted)
), appointment AS (
  INSERT INTO appointments (user_id, service_id, appointment_date, appointment_time, status, confirmation_token,
    confirmation_token_expires_at, review_token, needs_acrylic_removal, needs_gelish_removal, pedicure_type,
    total_price, total_duration, locale, contact_name, contact_phone, staff_id, staff_assigned_at, booked_by_admin, scheduled_at)
  SELECT id, $5, $6, $7, $22, $8, $9, $10, $11, $12, $13, $14, $15, $16, $23, $4, $24,
    CASE WHEN $24::integer IS NULL THEN NULL ELSE $19::timestamptz END, $25, $19 FROM customer
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
    jsonb_set($18::jsonb, '{appointment,appointmentId}', to_jsonb(appointment.id)), 'pending', $19, $19
  FROM appointment, customer WHERE $18::jsonb IS NOT NULL
), manage_link AS (
  INSERT INTO appointment_manage_tokens (token_hash, appointment_id, created_at)
  SELECT $26, appointment.id, $19 FROM appointment WHERE $18::jsonb IS NOT NULL
), remembered AS (
  INSERT INTO idempotency_keys (key, request_hash, response_status, response_body)
  SELECT $20, $21, 201, jsonb_build_object('id', id, 'appointmentDate', appointment_date, 'appointmentTime', appointment_time,
    'totalPrice', total_price, 'totalDuration', total_duration, 'status', status)
  FROM appointment WHERE $20::varchar IS NOT NULL
)
SELECT id, appointment_date AS "appointmentDate", appointment_time AS "appointmentTime", total_price AS "totalPrice",
  total_duration AS "totalDuration", status
FROM appointment`;

/** What the front desk adds to a booking: a chosen manicurist, and whether it is confirmed at once. */
interface FrontDeskChoice {
  staffId: number | null;
  confirmed: boolean;
}

/**
 * The same person: names equal ignoring case and spacing, phones equal in their last ten digits (the
 * national number in the US and in Mexico, with or without the country code).
 */
function sameContact(held: { contactName: string | null; contactPhone: string | null }, name: string, phone: string): boolean {
  const fold = (value: string) => value.trim().replace(/\s+/g, " ").toLocaleLowerCase("es");
  const digits = (value: string) => value.replace(/\D/g, "").slice(-10);
  return held.contactName !== null && held.contactPhone !== null && fold(held.contactName) === fold(name) && digits(held.contactPhone) === digits(phone);
}

/** The refusal when no one manicurist does every chosen service, in the booking's language. */
function noCommonStaffError(locale: Locale): AppError {
  return new AppError("UNPROCESSABLE", NO_COMMON_STAFF_MESSAGES[locale]);
}

/** A booking checked and priced: everything its decision and its write need. */
interface CheckedBooking {
  input: BookingRequestInput;
  frontDesk: FrontDeskChoice | null;
  idempotencyKey: string | null;
  digest: string;
  now: Date;
  customerEmail: string;
  contactName: string;
  firstName: string;
  lastName: string;
  phone: string;
  serviceIds: string[];
  priced: Extract<ReturnType<typeof priceBooking>, { ok: true }>;
  email: EmailPayload;
}

/** A checked booking waiting for its date's lock, with its write ready: under the lock there is only deciding. */
interface PendingBooking extends CheckedBooking {
  /** The EXECUTE of its write, run if it is accepted. */
  write: string;
}

/** A date as deciding its bookings sees it: who works, the appointments holding time (growing as a batch accepts its bookings), who is qualified for what. */
interface DayState {
  availability: ResolvedStaffDay[] | undefined;
  appointments: DayAppointment[];
  qualified: DayRow["qualified"];
}

/** What this process remembers of dates as its last booking transactions left them: their reads, committed bookings included. */
const rememberedDays = new RememberedDays<DayRow>();

/** Answers by Idempotency-Key: stored ones, then each booking the batch accepts (by its write's index). */
type Answers = Map<string, { requestHash: string; responseStatus: number; responseBody: unknown } | { requestHash: string; write: number }>;

/** A booking's decision in its batch: answered now, written, or answered with a booking the batch writes. */
type Decision =
  | { kind: "answered"; result: BookingResult }
  | { kind: "write"; write: number }
  | { kind: "same as"; write: number; status: number };

/**
 * Decides one booking against the date as it stands, exactly as the rules decide it alone: the answer
 * stored under its key, the same person already holding the time, then the slot's availability (and the
 * chosen manicurist's). An accepted booking joins the day, so the bookings after it in the batch see it.
 */
function decide(booking: PendingBooking, day: DayState, answers: Answers, writes: PendingBooking[]): Decision {
  const { input, frontDesk, idempotencyKey, digest } = booking;
  const answer = idempotencyKey ? answers.get(idempotencyKey) : undefined;
  if (answer && "write" in answer) {
    if (answer.requestHash !== digest) throw new AppError("UNPROCESSABLE", IDEMPOTENCY_KEY_REUSED);
    return { kind: "same as", write: answer.write, status: 201 };
  }
  if (answer) return { kind: "answered", result: answerStored(answer, digest) };
  const same = day.appointments.find(
    (held) => held.appointmentTime === input.appointmentTime && held.email === booking.customerEmail && sameContact(held, booking.contactName, booking.phone),
  );
  if (same) return typeof same.booking === "number" ? { kind: "same as", write: same.booking, status: 200 } : { kind: "answered", result: { status: 200, body: same.booking } };

  const qualifiedPerService = booking.serviceIds.map((id) => day.qualified.filter(([serviceId]) => serviceId === id).map(([, staffId]) => staffId));
  const qualifiedStaffIds = intersectStaff(qualifiedPerService);
  if (qualifiedStaffIds.length === 0 && qualifiedPerService.every((staffIds) => staffIds.length > 0)) throw noCommonStaffError(input.locale);
  const context = {
    date: input.appointmentDate,
    now: booking.now,
    durationMinutes: booking.priced.totalDuration,
    qualifiedStaffIds,
    availability: day.availability,
    appointments: toOccupiedSlots(day.appointments),
  };
  if (!isSlotAvailable(input.appointmentTime, context)) throw new AppError("CONFLICT", SLOT_TAKEN_MESSAGE);
  const chosenStaffId = frontDesk?.staffId ?? null;
  if (chosenStaffId !== null && !isStaffFreeAt(input.appointmentTime, chosenStaffId, context, assignedBookings(day.appointments))) {
    throw new AppError("CONFLICT", STAFF_NOT_FREE_MESSAGE);
  }

  const write = writes.push(booking) - 1;
  day.appointments.push({
    appointmentTime: input.appointmentTime,
    totalDuration: booking.priced.totalDuration,
    status: confirmedAtOnce(booking) ? "confirmed" : "pending_staff_confirmation",
    actualEndTime: null,
    staffId: chosenStaffId,
    email: booking.customerEmail,
    contactName: booking.contactName,
    contactPhone: booking.phone,
    booking: write,
  });
  if (idempotencyKey) answers.set(idempotencyKey, { requestHash: digest, write });
  return { kind: "write", write };
}

const confirmedAtOnce = (booking: CheckedBooking) => booking.frontDesk?.confirmed === true && booking.frontDesk.staffId !== null;

/** The EXECUTE of a booking's write, its values as literals. */
function writeStatement(booking: CheckedBooking): string {
  const { input, priced, now, idempotencyKey } = booking;
  // Nobody holds the confirmation and review tokens issued here: the links that need them issue their own.
  const [manageLink, confirmation, review] = issueTokens(3);
  const values: SqlValue[] = [
    booking.customerEmail,
    booking.firstName,
    booking.lastName,
    booking.phone,
    booking.serviceIds[0],
    input.appointmentDate,
    input.appointmentTime,
    confirmation.hash,
    salonDateTimeToInstant(input.appointmentDate, input.appointmentTime),
    review.hash,
    input.needsAcrylicRemoval,
    input.needsGelishRemoval,
    priced.pedicureType,
    priced.totalPrice,
    priced.totalDuration,
    input.locale,
    JSON.stringify(priced.items.map((item, position) => ({ ...item, position }))),
    confirmedAtOnce(booking) ? null : JSON.stringify({ ...booking.email, manageToken: manageLink.token }),
    now,
    idempotencyKey,
    booking.digest,
    confirmedAtOnce(booking) ? "confirmed" : "pending_staff_confirmation",
    booking.contactName,
    booking.frontDesk?.staffId ?? null,
    booking.frontDesk !== null,
    manageLink.hash,
    input.marketingOptIn,
  ];
  return `EXECUTE booking_write(${values.map(sqlLiteral).join(", ")})`;
}

const idempotencyKeysOf = (bookings: PendingBooking[]) => bookings.flatMap((booking) => (booking.idempotencyKey ? [booking.idempotencyKey] : []));

/**
 * The counts of changes of the written dates as the transaction leaves them, by date: having written each
 * date, the transaction holds its count's row, so no other writer's change can slip in before the COMMIT.
 */
const COUNTED_VERSIONS = `PREPARE booking_counted_versions AS SELECT NULL::varchar AS scope, NULL::text AS version WHERE $1::varchar[] IS NULL`;

/**
 * Remembers each day as this transaction leaves it, when that is sure. A date it wrote is remembered once
 * committed, and only if its count (`counted`, by date) went up by exactly its bookings: otherwise
 * something else changed it meanwhile, and it is forgotten. A date read with stored answers is
 * remembered without them: they are looked up each time.
 */
function rememberAsLeft(pool: pg.Pool, days: LockedDate<PendingBooking>[], states: DayState[], created: BookingResponse[], counted: Map<string, string>): void {
  days.forEach(({ date, read }, index) => {
    const state = states[index];
    const row = read.rows[0] as DayRow;
    const written = state.appointments.length - row.appointments.length;
    const dateVersion = String(BigInt(row.dateVersion) + BigInt(written));
    if (written > 0 && counted.get(date) !== dateVersion) {
      rememberedDays.forget(pool, date);
      return;
    }
    // The day's appointments as read, then the ones this transaction wrote.
    const accepted = state.appointments.slice(row.appointments.length).map((appointment) => ({ ...appointment, booking: created[appointment.booking as number] }));
    rememberedDays.remember(pool, date, { ...row, appointments: row.appointments.concat(accepted), stored: [], dateVersion });
  });
}

/**
 * A batch of bookings (see `inDateBatch`): one read of each date for all its bookings (none when this
 * process remembers every date of the batch), each booking decided in turn against its date, then the
 * accepted ones written and committed in one round trip. A front desk booking with a chosen manicurist
 * also asks them to confirm (or sends the confirmation), before the COMMIT.
 */
const bookDates: DateBatchWork<PendingBooking, BookingResult> = {
  prepare: `${READ_DAY}; ${WRITE_BOOKING}; ${COUNTED_VERSIONS}`,
  read(date, bookings) {
    const readArguments: SqlValue[] = [date, NON_BLOCKING_STATUSES, idempotencyKeysOf(bookings)];
    return `EXECUTE booking_read_day(${readArguments.map(sqlLiteral).join(", ")})`;
  },
  async run(tx, days) {
    // One key's answer holds across dates: a key sent again for another date is the same request or a misuse.
    const answers: Answers = new Map();
    const states = days.map(({ date, read: { rows } }): DayState => {
      const read = rows[0] as DayRow;
      for (const { key, ...stored } of read.stored) answers.set(key, stored);
      return {
        availability: resolveRows([date], read.staffSources).get(date),
        // A copy: deciding adds the batch's bookings, which the remembered day must not hold unless they commit.
        appointments: [...read.appointments],
        qualified: read.qualified,
      };
    });

    const writes: PendingBooking[] = [];
    const decisions = days.flatMap(({ requests }, index) =>
      requests.map((booking): Decision | AppError => {
        try {
          return decide(booking, states[index], answers, writes);
        } catch (error) {
          if (error instanceof AppError) return error;
          throw error;
        }
      }),
    );

    const created: BookingResponse[] = [];
    if (writes.length > 0) {
      const statements = writes.map((booking) => booking.write).join("; ");
      const asksStaff = writes.filter((booking) => booking.frontDesk?.staffId != null);
      if (asksStaff.length > 0) {
        for (const result of await tx.query(statements)) created.push(result.rows[0] as BookingResponse);
        const db = drizzle(tx.client, { schema });
        for (const [index, booking] of writes.entries()) {
          if (booking.frontDesk?.staffId == null) continue;
          if (confirmedAtOnce(booking)) await enqueueConfirmed(db, created[index].id, booking.now);
          else await requestStaffConfirmation(db, created[index].id, booking.now);
        }
        // The confirmation's own changes count too: the written dates are read again next time.
        for (const { date } of days) rememberedDays.forget(tx.pool, date);
      } else {
        const writtenDates = [...new Set(writes.map((booking) => booking.input.appointmentDate))];
        const results = await tx.queryAndCommit(`${statements}; EXECUTE booking_counted_versions(${sqlLiteral(writtenDates)})`);
        for (const result of results.slice(0, writes.length)) created.push(result.rows[0] as BookingResponse);
        const counted = new Map((results.at(-1)!.rows as { scope: string; version: string }[]).map(({ scope, version }) => [scope, version]));
        rememberAsLeft(tx.pool, days, states, created, counted);
      }
    } else {
      // Nothing to write: each date stays as the batch found it.
      rememberAsLeft(tx.pool, days, states, created, new Map());
    }

    return decisions.map((decision): Outcome<BookingResult> => {
      if (decision instanceof AppError) return { ok: false, error: decision };
      if (decision.kind === "answered") return { ok: true, value: decision.result };
      return { ok: true, value: { status: decision.kind === "write" ? 201 : decision.status, body: created[decision.write] } };
    });
  },
};

/**
 * Books a public appointment.
 *
 * Overbooking is prevented by serialising every booking of one date on a transaction-scoped advisory
 * lock: inside it the slot is re-checked with the same shared rules the booking page uses, against the
 * rows as they are now, and the appointment is inserted before the lock is released at commit. The lock
 * lives in PostgreSQL, so it holds across every app instance sharing the database; a booking never waits
 * for another date's lock. See docs/decisions/002-no-overbooking.md.
 *
 * Everything that needs no lock happens before it: pricing from the cached catalogue, the email's
 * lines, the tokens, the write's statement. Under the lock the booking costs two round trips, shared with
 * the bookings of any date that wait in this process at the same time (group commit, `inDateBatch`):
 * BEGIN with the dates' locks and their reads, then the writes with the COMMIT.
 */
export function bookAppointment(deps: BookingDeps, rawBody: unknown, idempotencyKey: string | undefined): Promise<BookingResult> {
  return book(deps, rawBody, idempotencyKey, (body) => ({ input: bookingRequestSchema.parse(body), frontDesk: null }));
}

/**
 * Books for a customer who phoned or walked in: the public booking's rules and guarantees, over the front
 * desk's longer window, optionally with a chosen manicurist who must be free, and optionally confirmed at
 * once (the customer then gets the confirmation instead of "booking received"). No public rate limit.
 */
export function bookAtFrontDesk(deps: BookingDeps, rawBody: unknown, idempotencyKey: string | undefined): Promise<BookingResult> {
  return book(deps, rawBody, idempotencyKey, (body) => {
    const { staffId, confirmed, ...input } = frontDeskBookingSchema.parse(body);
    return { input, frontDesk: { staffId: staffId ?? null, confirmed } };
  });
}

async function book(
  deps: BookingDeps,
  rawBody: unknown,
  idempotencyKey: string | undefined,
  parse: (body: unknown) => { input: BookingRequestInput; frontDesk: FrontDeskChoice | null },
): Promise<BookingResult> {
  const { db, pool, clock, catalogue } = deps;
  // The key is looked up first, so that a reused key is told apart from a fresh invalid request.
  const digest = idempotencyKey ? requestDigest(rawBody) : "";
  if (idempotencyKey) {
    const replay = await replayIdempotent(db, idempotencyKey, digest);
    if (replay) return replay;
  }
  const { input, frontDesk } = parse(rawBody);
  const phone = toE164(input.customerPhone);
  if (!phone) throw new AppError("BAD_REQUEST", INVALID_PHONE);

  const now = clock();
  if (frontDesk) {
    if (!isFrontDeskDate(input.appointmentDate, now)) {
      throw new AppError("BAD_REQUEST", `The front desk books from today through the next ${FRONT_DESK_WINDOW_DAYS} days, Monday to Saturday`);
    }
  } else if (!isBookableDate(input.appointmentDate, now)) {
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
  const contactName = input.customerName.trim().replace(/\s+/g, " ");
  const { firstName, lastName } = splitName(contactName);
  const checked: CheckedBooking = {
    input,
    frontDesk,
    idempotencyKey: idempotencyKey ?? null,
    digest,
    now,
    customerEmail: input.customerEmail.toLowerCase(),
    contactName,
    firstName,
    lastName,
    phone,
    serviceIds: input.services.map((service) => service.serviceId),
    priced,
    email: {
      appointment: {
        // The appointment's id is filled in by the write.
        appointmentId: 0,
        date: input.appointmentDate,
        time: input.appointmentTime,
        durationMinutes: priced.totalDuration,
        totalPrice: priced.totalPrice,
        lines: snapshotLinesOf(priced.items, known.serviceById),
        customer: { firstName, lastName },
        staff: null,
      },
      issuedAt: now.toISOString(),
    },
  };

  try {
    return await inDateBatch(pool, input.appointmentDate, { ...checked, write: writeStatement(checked) }, bookDates);
  } catch (error) {
    // Two first attempts with one key for different dates in different transactions: the key's primary key decides.
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
