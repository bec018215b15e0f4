import { and, asc, eq, inArray } from "drizzle-orm";
import { STAFF_ACTIONS, type StaffActionResult, type StaffConfirmSummary } from "@shared/api";
import {
  type Appointment,
  appointmentItems,
  appointments,
  type AppointmentSegment,
  appointmentSegments,
  type AppointmentStatus,
  AWAITING_STAFF_STATUSES,
  type Locale,
  services,
  staff,
  users,
} from "@shared/schema";
import { splitName } from "@shared/names";
import { fromMinutes, toMinutes } from "@shared/time";
import type { Db, DbOrTx } from "../infra/db/database";
import { lockAppointmentDate } from "../infra/db/locks";
import { enqueueConfirmed } from "../messages/appointment-messages";
import { itemsOfPart, snapshotLinesOf } from "../messages/snapshot-lines";
import { AppError } from "../infra/http/errors";
import { hashToken, isTokenShaped, tokenMatches } from "../infra/tokens/tokens";

export { STAFF_ACTIONS };
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** What the page says; the client asks in its language with Accept-Language. */
export const STAFF_CONFIRM_MESSAGES = {
  en: {
    invalid: "This confirmation link is invalid.",
    used: "This link has already been used.",
    expired: "This link has expired: the appointment has already started.",
    closed: (status: AppointmentStatus) => `This appointment can no longer be confirmed or declined (it is ${status.replace(/_/g, " ")}).`,
    unassigned: "This appointment is no longer assigned to you.",
    confirmed: "Appointment confirmed. Thank you!",
    declined: "Appointment declined. The salon will assign it to someone else.",
  },
  es: {
    invalid: "Este enlace de confirmación no es válido.",
    used: "Este enlace ya fue utilizado.",
    expired: "Este enlace venció: la cita ya empezó.",
    closed: (status: AppointmentStatus) => `Esta cita ya no se puede confirmar ni rechazar (estado: ${STATUS_ES[status]}).`,
    unassigned: "Esta cita ya no está asignada a ti.",
    confirmed: "Cita confirmada. ¡Gracias!",
    declined: "Cita rechazada. El salón se la asignará a otra persona.",
  },
} as const;

const STATUS_ES: Record<AppointmentStatus, string> = {
  pending_staff_confirmation: "pendiente de confirmación",
  pending: "pendiente",
  confirmed: "confirmada",
  completed: "completada",
  cancelled: "cancelada",
  declined: "rechazada",
  no_show: "no se presentó",
  awaiting_payment: "esperando el pago",
};

/** What a link answers for: a visit of one part (the appointment's own link) or one part of a visit of several. */
interface LinkTarget {
  appointment: Appointment;
  part: AppointmentSegment | null;
}

async function byToken(db: DbOrTx, token: string, lock = false): Promise<LinkTarget | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const hash = hashToken(token);
  // The indexes find the row by hash; the hashes are then compared in constant time.
  const visitQuery = db.select().from(appointments).where(eq(appointments.confirmationToken, hash));
  const [visit] = lock ? await visitQuery.for("update") : await visitQuery;
  if (visit) return tokenMatches(token, visit.confirmationToken) ? { appointment: visit, part: null } : undefined;
  const partQuery = db
    .select({ appointment: appointments, part: appointmentSegments })
    .from(appointmentSegments)
    .innerJoin(appointments, eq(appointments.id, appointmentSegments.appointmentId))
    .where(eq(appointmentSegments.confirmationToken, hash));
  const [row] = lock ? await partQuery.for("update") : await partQuery;
  return row && tokenMatches(token, row.part.confirmationToken) ? row : undefined;
}

/**
 * Refuses a token that cannot act: unknown (404), used or expired (410), appointment closed (409), or a
 * job (or part) nobody holds any more (410): a link is issued to the assigned manicurist, and a job moved
 * to "unassigned" keeps its last token, which must not confirm it for nobody. A part's link carries the
 * same columns as the appointment's, so both are checked alike.
 */
function usable(target: LinkTarget | undefined, now: Date, locale: Locale): LinkTarget {
  const messages = STAFF_CONFIRM_MESSAGES[locale];
  if (!target) throw new AppError("NOT_FOUND", messages.invalid);
  const { appointment } = target;
  const link = target.part ?? appointment;
  if (link.confirmationTokenUsedAt) throw new AppError("GONE", messages.used);
  if (!link.confirmationTokenExpiresAt || link.confirmationTokenExpiresAt <= now) throw new AppError("GONE", messages.expired);
  if (!AWAITING_STAFF_STATUSES.includes(appointment.status)) throw new AppError("CONFLICT", messages.closed(appointment.status));
  if (link.staffId === null) throw new AppError("GONE", messages.unassigned);
  return target;
}

/**
 * What the page shows before the manicurist chooses; the token is not consumed. A part's link shows that
 * part only: its services, its start and its length, and which part of how many it is.
 */
export async function staffConfirmSummary(db: Db, token: string, now: Date, locale: Locale): Promise<StaffConfirmSummary> {
  const { appointment, part } = usable(await byToken(db, token), now, locale);
  const all = await db
    .select({
      kind: appointmentItems.kind,
      itemId: appointmentItems.itemId,
      parentServiceId: appointmentItems.parentServiceId,
      durationMinutes: appointmentItems.durationMinutes,
      nameEn: appointmentItems.nameEn,
      nameEs: appointmentItems.nameEs,
      price: appointmentItems.price,
    })
    .from(appointmentItems)
    .where(eq(appointmentItems.appointmentId, appointment.id))
    .orderBy(asc(appointmentItems.position));
  const parts = part ? await db.select().from(appointmentSegments).where(eq(appointmentSegments.appointmentId, appointment.id)) : [];
  const items = part ? itemsOfPart(all, part, parts) : all;
  const parentIds = [...new Set(items.map((item) => item.parentServiceId).filter((id): id is string => id !== null))];
  const parents = parentIds.length > 0 ? await db.select().from(services).where(inArray(services.id, parentIds)) : [];
  const staffId = (part ?? appointment).staffId;
  const [member] = staffId ? await db.select({ nameEn: staff.nameEn, nameEs: staff.nameEs }).from(staff).where(eq(staff.id, staffId)) : [];
  const [customer] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, appointment.userId));
  return {
    status: appointment.status,
    appointment: {
      customerFirstName: appointment.contactName ? splitName(appointment.contactName).firstName : (customer?.firstName ?? ""),
      appointmentDate: appointment.appointmentDate,
      appointmentTime: part ? fromMinutes(toMinutes(appointment.appointmentTime) + part.startOffsetMinutes) : appointment.appointmentTime,
      totalDuration: part ? part.durationMinutes : appointment.totalDuration,
      services: snapshotLinesOf(items, new Map(parents.map((service) => [service.id, service]))).map(({ nameEn, nameEs }) => ({ nameEn, nameEs })),
      staff: member ?? null,
    },
    ...(part ? { part: { id: part.position, count: parts.length } } : {}),
  };
}

/**
 * Confirms or declines through the emailed link. Runs under the appointment date's lock and re-checks the
 * token on the locked row, so two clicks at once act once: the second finds the token used. A confirmation
 * tells the customer (queued in the same transaction). A decline does not cancel the customer: the job goes
 * back to unassigned, keeping its time, with who declined and when, and the customer hears nothing until
 * the salon assigns someone else or cancels. A part's link answers for that part only (recordPartAnswer).
 */
export async function actOnStaffToken(db: Db, token: string, action: StaffAction, now: Date, locale: Locale): Promise<StaffActionResult> {
  const peek = usable(await byToken(db, token), now, locale);
  return db.transaction(async (tx) => {
    await lockAppointmentDate(tx, peek.appointment.appointmentDate);
    const { appointment, part } = usable(await byToken(tx, token, true), now, locale);
    return part ? recordPartAnswer(tx, appointment, part, action, now, locale) : recordStaffAnswer(tx, appointment, action, now, locale);
  });
}

/**
 * Writes a part's manicurist's answer on a visit of several parts awaiting it, locked under its date's lock
 * by the caller; the part's link is used up either way. A confirmation marks the part confirmed, and the
 * visit becomes confirmed (telling the customer) only once every part has a manicurist who confirmed. A
 * decline reopens that part only: it has nobody, with who declined and when, and the visit shows the
 * decline to the salon as a declined job does; the other parts keep their manicurists and answers. The
 * appointment's own manicurist stays the first part's, so a decline of the first part leaves it nobody.
 */
export async function recordPartAnswer(
  tx: DbOrTx,
  appointment: Appointment,
  part: AppointmentSegment,
  action: StaffAction,
  now: Date,
  locale: Locale,
): Promise<StaffActionResult> {
  const thisPart = and(eq(appointmentSegments.appointmentId, appointment.id), eq(appointmentSegments.position, part.position));
  if (action === "confirm") {
    await tx.update(appointmentSegments).set({ confirmedAt: now, confirmationTokenUsedAt: now }).where(thisPart);
    const parts = await tx.select().from(appointmentSegments).where(eq(appointmentSegments.appointmentId, appointment.id));
    if (parts.every((candidate) => candidate.staffId !== null && candidate.confirmedAt !== null)) {
      await tx.update(appointments).set({ status: "confirmed", updatedAt: now }).where(eq(appointments.id, appointment.id));
      await enqueueConfirmed(tx, appointment.id, now);
    }
    return { status: "confirmed", message: STAFF_CONFIRM_MESSAGES[locale].confirmed };
  }
  await tx
    .update(appointmentSegments)
    .set({ staffId: null, confirmedAt: null, declinedByStaffId: part.staffId, declinedAt: now, confirmationTokenUsedAt: now })
    .where(thisPart);
  const parts = await tx.select().from(appointmentSegments).where(eq(appointmentSegments.appointmentId, appointment.id));
  const first = parts.reduce((a, b) => (a.position <= b.position ? a : b));
  await tx
    .update(appointments)
    .set({
      status: "pending_staff_confirmation",
      staffId: first.staffId,
      staffAssignedAt: first.staffId === null ? null : appointment.staffAssignedAt,
      declinedByStaffId: part.staffId,
      declinedAt: now,
      updatedAt: now,
    })
    .where(eq(appointments.id, appointment.id));
  return { status: "declined", message: STAFF_CONFIRM_MESSAGES[locale].declined };
}

/**
 * Writes the assigned manicurist's answer on an appointment awaiting it, locked under its date's lock by
 * the caller (the emailed link here, the manicurist's own page in server/my-day). Either way the emailed
 * link is used up, so the same job cannot be answered twice.
 */
export async function recordStaffAnswer(tx: DbOrTx, appointment: Appointment, action: StaffAction, now: Date, locale: Locale): Promise<StaffActionResult> {
  if (action === "confirm") {
    await tx.update(appointments).set({ status: "confirmed", confirmationTokenUsedAt: now, updatedAt: now }).where(eq(appointments.id, appointment.id));
    await enqueueConfirmed(tx, appointment.id, now);
    return { status: "confirmed", message: STAFF_CONFIRM_MESSAGES[locale].confirmed };
  }
  await tx
    .update(appointments)
    .set({
      status: "pending_staff_confirmation",
      staffId: null,
      staffAssignedAt: null,
      declinedByStaffId: appointment.staffId,
      declinedAt: now,
      confirmationTokenUsedAt: now,
      updatedAt: now,
    })
    .where(eq(appointments.id, appointment.id));
  return { status: "declined", message: STAFF_CONFIRM_MESSAGES[locale].declined };
}
