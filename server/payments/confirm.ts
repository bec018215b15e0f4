import { eq, sql } from "drizzle-orm";
import { type Appointment, appointments } from "@shared/schema";
import type { DbOrTx } from "../infra/db/database";
import { enqueueBookingReceived } from "../messages/appointment-messages";

/** The reason an unpaid hold's appointment shows in the back office. */
export const HOLD_EXPIRED_REASON = "Payment not completed in time";
export const HOLD_EXPIRED_FAILURE = "Not paid before the hold expired";

/** Whether a hold is still the customer's at `now`: awaiting payment and before its expiry. */
export const holdIsOpen = (appointment: Appointment, now: Date): boolean =>
  appointment.status === "awaiting_payment" && appointment.holdExpiresAt !== null && appointment.holdExpiresAt > now;

/**
 * Turns an open hold, which the caller has locked, into the booking the customer made: waiting for the
 * salon, as every public booking, and told "booking received" (with its manage link) only now.
 */
export async function confirmHold(tx: DbOrTx, appointment: Appointment, now: Date): Promise<void> {
  await tx.update(appointments).set({ status: "pending_staff_confirmation", holdExpiresAt: null, updatedAt: now }).where(eq(appointments.id, appointment.id));
  await enqueueBookingReceived(tx, appointment.id, now);
}

/**
 * Frees every hold whose time ran out: its appointment is cancelled (the slot frees on every instance
 * through the usual change notification) and its payment marked failed. One statement; instances running
 * it at once only find less to free, and a hold the webhook is confirming is locked, so whichever commits
 * first wins and the other finds the hold no longer awaiting payment. Answers how many were freed.
 */
export async function expireHolds(db: DbOrTx, now: Date): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
WITH expired AS (
  UPDATE appointments SET status = 'cancelled', cancel_reason = ${HOLD_EXPIRED_REASON}, updated_at = ${now}::timestamptz
  WHERE status = 'awaiting_payment' AND hold_expires_at <= ${now}::timestamptz
  RETURNING id
), failed AS (
  UPDATE appointment_payments SET state = 'failed', failure_message = ${HOLD_EXPIRED_FAILURE}, updated_at = ${now}::timestamptz
  WHERE appointment_id IN (SELECT id FROM expired) AND state = 'hold'
)
SELECT id FROM expired`);
  return rows.length;
}
