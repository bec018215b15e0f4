import { inArray, sql } from "drizzle-orm";
import { staff } from "@shared/schema";
import type { BookingResponse } from "@shared/api";
import { salonDateTimeToInstant } from "@shared/time";
import { visitSegments } from "@shared/visit-api";
import type { VisitPlan } from "@shared/visit-plan";
import type { DbOrTx } from "../infra/db/database";
import { issueTokens } from "../infra/tokens/tokens";
import { enqueueConfirmed } from "../messages/appointment-messages";
import { requestStaffConfirmation } from "../messages/staff-confirmation";
import { partPrice, snapshotPartsOf } from "../messages/snapshot-lines";
import { type CheckedBooking, confirmedAtOnce } from "./request";

/**
 * Writes an accepted booking in the caller's transaction, under its date's lock, in one statement:
 * - the customer: a booking fills in a client's empty contact fields but never changes one already
 *   there, leaves a client with nothing to fill in as it is (no new row version on every booking), and
 *   never touches an admin (anyone can type any email);
 * - the appointment, with the name and phone it was booked with, and its line items;
 * - a visit of several parts, its parts (minutes after its start, services, no manicurist yet): the visit
 *   and every part are written together or not at all;
 * - the "booking received" email (transactional outbox: it commits with the booking or not at all) with
 *   the hash of its manage link; none for a front desk booking confirmed at once, which gets the
 *   confirmation instead;
 * - with an Idempotency-Key, the answer a retry of the request gets back.
 * Answers the appointment and the manage token its email carries (none when no email is written).
 * A front desk booking with chosen manicurists then asks each to confirm (once, whatever her parts), and
 * one confirmed at once sends the customer the confirmation.
 */
export async function writeBooking(
  tx: DbOrTx,
  booking: CheckedBooking,
  plan: VisitPlan,
  staffIds: ReadonlyArray<number | null>,
): Promise<{ created: BookingResponse; manageToken: string | null }> {
  const { input, priced, now, idempotencyKey, frontDesk } = booking;
  // Nobody holds the confirmation and review tokens issued here: the links that need them issue their own.
  const [manageLink, confirmation, review] = issueTokens(3);
  const confirmed = confirmedAtOnce(booking, staffIds);
  const hold = booking.hold ?? null;
  const status = hold ? "awaiting_payment" : confirmed ? "confirmed" : "pending_staff_confirmation";
  // The appointment's own manicurist is the first part's (decision 019).
  const staffId = staffIds[0];
  const optIn = input.marketingOptIn;
  const phoneOnlyClient = booking.customerEmail === null ? await phoneOnlyClientId(tx, booking.phone) : null;
  // Only a visit of several parts stores them, each with the manicurist the front desk chose for it, if any,
  // and the price of its own lines.
  const stored =
    plan.segments.length < 2
      ? []
      : plan.segments.map(({ position, startOffset, durationMinutes, serviceIds }, index) => ({
          position,
          startOffsetMinutes: startOffset,
          durationMinutes,
          staffId: staffIds[index],
          serviceIds,
          price: partPrice(priced.items, { position, serviceIds }, plan.segments),
        }));
  const segments = visitSegments(
    { appointmentTime: input.appointmentTime, totalDuration: plan.durationMinutes, staffId, serviceIds: plan.segments[0].serviceIds },
    stored,
  );
  // A held booking is told "received" once its payment confirms it (server/payments/webhook.ts).
  // A visit done partly at the same time lasts as long as its plan, not the sum of its services; a visit
  // of several parts is told part by part, each with the manicurist the front desk chose for it, if any.
  const chosen = stored.length > 0 ? await staffNames(tx, staffIds) : new Map<number, { nameEn: string; nameEs: string }>();
  const parts = stored.length > 0 ? { parts: snapshotPartsOf(segments, booking.lines, (segment) => chosen.get(staffIds[segment.id - 1] ?? 0) ?? null) } : {};
  const email =
    confirmed || hold
      ? null
      : JSON.stringify({ ...booking.email, appointment: { ...booking.email.appointment, durationMinutes: plan.durationMinutes, ...parts }, manageToken: manageLink.token });
  const items = JSON.stringify(priced.items.map((item, position) => ({ ...item, position })));

  const { rows } = await tx.execute<BookingResponse & Record<string, unknown>>(sql`
WITH upserted AS (
  INSERT INTO users (email, first_name, last_name, phone, marketing_opt_in, marketing_opt_in_at)
  SELECT ${booking.customerEmail}::varchar, ${booking.firstName}::varchar, ${booking.lastName}::varchar, ${booking.phone}::varchar,
    ${optIn}::boolean, ${optIn ? now : null}::timestamptz WHERE ${phoneOnlyClient}::uuid IS NULL
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
  SELECT id, email FROM users WHERE email = ${booking.customerEmail} AND NOT EXISTS (SELECT 1 FROM upserted)
  UNION ALL
  SELECT id, email FROM users WHERE id = ${phoneOnlyClient}::uuid
), appointment AS (
  INSERT INTO appointments (user_id, service_id, appointment_date, appointment_time, status, confirmation_token,
    confirmation_token_expires_at, review_token, needs_acrylic_removal, needs_gelish_removal, pedicure_type,
    total_price, total_duration, locale, contact_name, contact_phone, staff_id, staff_assigned_at, booked_by_admin, scheduled_at, hold_expires_at, in_parts)
  SELECT id, ${booking.serviceIds[0]}, ${input.appointmentDate}, ${input.appointmentTime}, ${status}, ${confirmation.hash},
    ${salonDateTimeToInstant(input.appointmentDate, input.appointmentTime)}::timestamptz, ${review.hash},
    ${input.needsAcrylicRemoval}, ${input.needsGelishRemoval}, ${priced.pedicureType}, ${priced.totalPrice}, ${plan.durationMinutes},
    ${input.locale}, ${booking.contactName}, ${booking.phone}, ${staffId}::integer, ${staffId === null ? null : now}::timestamptz,
    ${frontDesk !== null}, ${now}::timestamptz, ${hold?.expiresAt ?? null}::timestamptz, ${stored.length > 0}
  FROM customer
  RETURNING id, appointment_date, appointment_time, total_price, total_duration, status, locale
), items AS (
  INSERT INTO appointment_items (appointment_id, kind, item_id, parent_service_id, name_en, name_es, price, duration_minutes, position)
  SELECT appointment.id, item.kind, item."itemId", item."parentServiceId", item."nameEn", item."nameEs", item.price,
    item."durationMinutes", item.position
  FROM appointment, json_to_recordset(${items}::json) AS item(kind text, "itemId" text, "parentServiceId" text, "nameEn" text,
    "nameEs" text, price integer, "durationMinutes" integer, position integer)
), segments AS (
  INSERT INTO appointment_segments (appointment_id, position, start_offset_minutes, duration_minutes, staff_id, service_ids, price)
  SELECT appointment.id, part.position, part."startOffsetMinutes", part."durationMinutes", part."staffId", part."serviceIds", part.price
  FROM appointment, json_to_recordset(${JSON.stringify(stored)}::json) AS part(position integer, "startOffsetMinutes" integer,
    "durationMinutes" integer, "staffId" integer, "serviceIds" varchar[], price integer)
), email AS (
  INSERT INTO email_outbox (kind, recipient, locale, payload, status, next_attempt_at, created_at)
  SELECT 'booking_received', customer.email, appointment.locale,
    jsonb_set(${email}::jsonb, '{appointment,appointmentId}', to_jsonb(appointment.id)), 'pending', ${now}::timestamptz, ${now}::timestamptz
  FROM appointment, customer WHERE ${email}::jsonb IS NOT NULL AND customer.email IS NOT NULL
), manage_link AS (
  INSERT INTO appointment_manage_tokens (token_hash, appointment_id, created_at)
  SELECT ${manageLink.hash}, appointment.id, ${now}::timestamptz FROM appointment WHERE ${email}::jsonb IS NOT NULL
), stored_answer AS (
  INSERT INTO idempotency_keys (key, request_hash, response_status, response_body)
  SELECT ${idempotencyKey}::varchar, ${booking.digest}, 201, jsonb_build_object('id', id, 'appointmentDate', appointment_date,
    'appointmentTime', appointment_time, 'totalPrice', total_price, 'totalDuration', total_duration, 'status', status,
    'segments', ${JSON.stringify(segments)}::jsonb)
  FROM appointment WHERE ${idempotencyKey}::varchar IS NOT NULL
)
SELECT id, appointment_date AS "appointmentDate", appointment_time AS "appointmentTime", total_price AS "totalPrice",
  total_duration AS "totalDuration", status
FROM appointment`);
  const created: BookingResponse = { ...(rows[0] as Omit<BookingResponse, "segments">), segments };

  if (confirmed) await enqueueConfirmed(tx, created.id, now);
  // Confirmed at the desk, each manicurist is still sent the job as any assignment (its status stays confirmed).
  // A visit of several parts: each part's manicurist gets her own part's link.
  if (staffIds.some((id) => id !== null)) await requestStaffConfirmation(tx, created.id, now, { keepConfirmed: confirmed });
  return { created, manageToken: email === null ? null : manageLink.token };
}

/**
 * The client a caller without an email is booked as: the earliest client with that phone and no email (a
 * caller booked by phone before), else none and a new client is written. A client with an email is never
 * matched by phone alone, so nobody gets emails about a booking made without their address.
 */
async function phoneOnlyClientId(tx: DbOrTx, phone: string): Promise<string | null> {
  const { rows } = await tx.execute<{ id: string }>(sql`
SELECT id FROM users WHERE email IS NULL AND phone = ${phone} AND NOT is_admin AND admin_level = 'none'
ORDER BY created_at, id LIMIT 1`);
  return rows[0]?.id ?? null;
}

/** The names of the manicurists `ids` (nulls left out), by id. */
async function staffNames(tx: DbOrTx, ids: ReadonlyArray<number | null>): Promise<Map<number, { nameEn: string; nameEs: string }>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await tx.select({ id: staff.id, nameEn: staff.nameEn, nameEs: staff.nameEs }).from(staff).where(inArray(staff.id, wanted));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}
