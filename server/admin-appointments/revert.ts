import { and, eq, sql } from "drizzle-orm";
import { overlappingAppointments } from "@shared/booking-rules";
import { type Appointment, appointments, checkouts, emailOutbox, reviews } from "@shared/schema";
import { salonDate } from "@shared/time";
import type { DbOrTx } from "../infra/db/database";
import { heldOn } from "../appointment-changes/day";
import { AppError } from "../infra/http/errors";

export const ONLY_NO_SHOW_OR_COMPLETED = "Only a no-show or a completed appointment can be undone";
export const ONLY_SAME_DAY = "A no-show or completion can be undone only on the day it was marked";
export const REVIEWED_ALREADY = "The customer has already reviewed this appointment, so its completion cannot be undone";
export const FREED_TIME_TAKEN = "The time this job freed has been booked since, so its completion cannot be undone";
export const CHECKED_OUT_ALREADY = "This visit has been checked out, so its completion cannot be undone: correct the checkout with an adjustment";

/**
 * Undoes a no-show or a completion marked by mistake, on the salon day it was marked: the appointment gets
 * back the status it had just before (stored with the mark, because "pending" and "pending_staff_confirmation"
 * cannot be told apart afterwards). The client's no-show count is counted from the statuses, so it follows.
 * Undoing a completion withdraws the review request (its link stops working; an unsent message is skipped)
 * and holds the job's whole booked time again, which is refused if a "Complete Now" freed it and it is taken,
 * and refused for a visit already checked out.
 */
export async function revertFinalStatus(tx: DbOrTx, appointment: Appointment, now: Date): Promise<Appointment> {
  if (appointment.status !== "no_show" && appointment.status !== "completed") {
    throw new AppError("CONFLICT", ONLY_NO_SHOW_OR_COMPLETED);
  }
  const previous = appointment.statusBeforeFinal;
  if (!previous || !appointment.finalStatusAt || salonDate(appointment.finalStatusAt) !== salonDate(now)) {
    throw new AppError("CONFLICT", ONLY_SAME_DAY);
  }
  if (appointment.status === "completed") {
    const [review] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.appointmentId, appointment.id));
    if (review) throw new AppError("CONFLICT", REVIEWED_ALREADY);
    // The money taken is on record (and maybe in a closed day's count): it is corrected, never unsaid.
    const [checkout] = await tx.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.appointmentId, appointment.id));
    if (checkout) throw new AppError("CONFLICT", CHECKED_OUT_ALREADY);
    if (appointment.staffId !== null) {
      const others = (await heldOn(tx, appointment.appointmentDate, appointment.id)).filter((held) => held.staffId === appointment.staffId);
      if (overlappingAppointments(appointment.appointmentTime, appointment.totalDuration, others) > 0) {
        throw new AppError("CONFLICT", FREED_TIME_TAKEN);
      }
    }
    await tx
      .update(emailOutbox)
      .set({ status: "skipped", lastError: "The completion was undone" })
      .where(
        and(
          eq(emailOutbox.status, "pending"),
          eq(emailOutbox.kind, "review_request"),
          sql`(${emailOutbox.payload} -> 'appointment' ->> 'appointmentId') = ${String(appointment.id)}`,
        ),
      );
  }
  const [row] = await tx
    .update(appointments)
    .set({
      status: previous,
      statusBeforeFinal: null,
      finalStatusAt: null,
      ...(appointment.status === "completed"
        ? { completedAt: null, actualEndTime: null, reviewToken: null, reviewTokenExpiresAt: null, reviewTokenUsedAt: null }
        : {}),
      updatedAt: now,
    })
    .where(eq(appointments.id, appointment.id))
    .returning();
  return row;
}
