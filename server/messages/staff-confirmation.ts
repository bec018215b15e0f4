/**
 * Asking manicurists to confirm or decline a job by their emailed link: the whole appointment for a
 * one-manicurist visit, each part by its own link for a visit of several parts.
 */
import { and, eq, asc } from "drizzle-orm";
import { appointments, appointmentSegments, FINAL_STATUSES, staff } from "@shared/schema";
import { fromMinutes, salonDateTimeToInstant, toMinutes } from "@shared/time";
import type { DbOrTx } from "../infra/db/database";
import { issueToken } from "../infra/tokens/tokens";
import { appointmentSnapshot, type LinkRequestResult, mustLoad, serviceLines } from "./appointment-messages";
import { enqueueEmail } from "./outbox";
import type { AppointmentSnapshot } from "./payloads";
import { itemsOfPart, withoutServices } from "./snapshot-lines";

/**
 * Asks the assigned manicurist to confirm or decline. Call inside the transaction that assigns (or
 * reassigns) them. Issues a fresh confirmation token (only its SHA-256 is stored) that expires when the
 * appointment starts, so the link sent to a previous manicurist stops working at once. An appointment
 * someone else had confirmed goes back to pending_staff_confirmation: the new manicurist has not agreed yet.
 * Completed, cancelled and declined appointments are left alone. `keepConfirmed`: the front desk booked it
 * confirmed with the manicurist's agreement, so she is sent the job like any assignment and it stays confirmed.
 * A visit of several parts is answered part by part: each part's manicurist is sent a fresh link for her
 * part instead (requestPartConfirmation), so a move asks each again with her part's new time.
 */
export async function requestStaffConfirmation(
  tx: DbOrTx,
  appointmentId: number,
  now: Date,
  options: { keepConfirmed?: boolean } = {},
): Promise<LinkRequestResult> {
  const loaded = await mustLoad(tx, appointmentId);
  const { appointment, member } = loaded;
  if (FINAL_STATUSES.includes(appointment.status)) return { queued: false };
  const parts = await tx.select().from(appointmentSegments).where(eq(appointmentSegments.appointmentId, appointmentId)).orderBy(asc(appointmentSegments.position));
  if (parts.length >= 2) {
    let queued = false;
    for (const part of parts.filter((candidate) => candidate.staffId !== null)) {
      queued = (await requestPartConfirmation(tx, appointmentId, part.position, now, options)).queued || queued;
    }
    return { queued };
  }
  const { token, hash } = issueToken();
  const [updated] = await tx
    .update(appointments)
    .set({
      confirmationToken: hash,
      confirmationTokenExpiresAt: salonDateTimeToInstant(appointment.appointmentDate, appointment.appointmentTime),
      confirmationTokenUsedAt: null,
      status: appointment.status === "confirmed" && !options.keepConfirmed ? "pending_staff_confirmation" : appointment.status,
      updatedAt: now,
    })
    .where(eq(appointments.id, appointmentId))
    .returning();
  if (!member?.email) return { queued: false };
  await enqueueEmail(
    tx,
    {
      kind: "staff_confirmation_request",
      recipient: member.email,
      locale: "es",
      payload: { appointment: await appointmentSnapshot(tx, { ...loaded, member, appointment: updated }), token, issuedAt: now.toISOString() },
    },
    now,
  );
  return { queued: true };
}

/**
 * Asks the manicurist just given one part of a visit of several to confirm or decline that part. Call inside
 * the transaction that assigns it, after the part holds her. Issues the part's own token (only its SHA-256
 * is stored) that expires when the visit starts, so a link sent earlier for the part stops working at once,
 * and the part is neither confirmed nor declined any more. A visit of several parts is answered part by
 * part, so no link for the whole visit stays usable, and a confirmed visit goes back to
 * pending_staff_confirmation: the new manicurist has not agreed yet (`keepConfirmed`: unless the front desk
 * booked it confirmed, when the part counts as confirmed too). The email shows her part only: its
 * services, its start and its length. Completed, cancelled and declined visits are left alone.
 */
export async function requestPartConfirmation(
  tx: DbOrTx,
  appointmentId: number,
  position: number,
  now: Date,
  options: { keepConfirmed?: boolean } = {},
): Promise<LinkRequestResult> {
  const loaded = await mustLoad(tx, appointmentId);
  const { appointment } = loaded;
  if (FINAL_STATUSES.includes(appointment.status)) return { queued: false };
  const parts = await tx.select().from(appointmentSegments).where(eq(appointmentSegments.appointmentId, appointmentId));
  const part = parts.find((candidate) => candidate.position === position);
  if (!part) throw new Error(`Appointment ${appointmentId} has no part ${position}`);
  const { token, hash } = issueToken();
  await tx
    .update(appointmentSegments)
    .set({
      confirmationToken: hash,
      confirmationTokenExpiresAt: salonDateTimeToInstant(appointment.appointmentDate, appointment.appointmentTime),
      confirmationTokenUsedAt: null,
      // Confirmed at the front desk, the part is confirmed too; her link still tells her the job.
      confirmedAt: options.keepConfirmed && appointment.status === "confirmed" ? now : null,
      declinedByStaffId: null,
      declinedAt: null,
    })
    .where(and(eq(appointmentSegments.appointmentId, appointmentId), eq(appointmentSegments.position, position)));
  const [updated] = await tx
    .update(appointments)
    .set({
      confirmationToken: null,
      confirmationTokenExpiresAt: null,
      confirmationTokenUsedAt: null,
      status: appointment.status === "confirmed" && !options.keepConfirmed ? "pending_staff_confirmation" : appointment.status,
      updatedAt: now,
    })
    .where(eq(appointments.id, appointmentId))
    .returning();
  const [member] =
    part.staffId === null ? [] : await tx.select({ nameEn: staff.nameEn, nameEs: staff.nameEs, email: staff.email }).from(staff).where(eq(staff.id, part.staffId));
  if (!member?.email) return { queued: false };
  const whole = await appointmentSnapshot(tx, { ...loaded, member, appointment: updated });
  const lines = withoutServices(await serviceLines(tx, updated, (items) => itemsOfPart(items, part, parts)));
  const snapshot: AppointmentSnapshot = {
    ...whole,
    time: fromMinutes(toMinutes(appointment.appointmentTime) + part.startOffsetMinutes),
    durationMinutes: part.durationMinutes,
    lines,
    totalPrice: lines.reduce((sum, line) => sum + line.price, 0),
    // Her part alone: the list of every part is how the customer reads the visit, not her job.
    parts: undefined,
  };
  await enqueueEmail(
    tx,
    {
      kind: "staff_confirmation_request",
      recipient: member.email,
      locale: "es",
      payload: { appointment: snapshot, token, part: { id: position, count: parts.length }, issuedAt: now.toISOString() },
    },
    now,
  );
  return { queued: true };
}
