import { asc, eq, inArray } from "drizzle-orm";
import {
  type Appointment,
  type AppointmentItem,
  appointmentItems,
  appointments,
  appointmentSegments,
  type Locale,
  reviews,
  services,
  staff,
  users,
} from "@shared/schema";
import { splitName } from "@shared/names";
import { visitSegments } from "@shared/visit-api";
import type { DbOrTx } from "../infra/db/database";
import { issueToken } from "../infra/tokens/tokens";
import { issueManageToken } from "./manage-tokens";
import { cancelOutcomeToTell, paymentToTell } from "./payment-summary";
import { enqueueText } from "./text/enqueue";
import { TEXT_KINDS } from "./text/render";
import { type AppointmentSnapshot, type EmailKind, type EmailPayload, type SnapshotPart } from "./payloads";
import { type ServiceLine, serviceLinesOf, snapshotPartsOf, withoutServices } from "./snapshot-lines";
import { enqueueEmail } from "./outbox";

/*
 * What the salon tells customers and manicurists about an appointment. Each function queues its email
 * (and, for the kinds customers also get by text, its text) on the caller's transaction, with a snapshot
 * of the appointment as it stands then.
 */

/** Review links stay valid this long after the appointment is completed. */
export const REVIEW_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * The appointment's lines, each with the booked service it belongs to (serviceLinesOf); `pick` keeps only
 * some of its items (one part's, for a visit of several).
 */
export async function serviceLines(
  tx: DbOrTx,
  appointment: Appointment,
  pick: (items: AppointmentItem[]) => AppointmentItem[] = (items) => items,
): Promise<ServiceLine[]> {
  const all = await tx
    .select()
    .from(appointmentItems)
    .where(eq(appointmentItems.appointmentId, appointment.id))
    .orderBy(asc(appointmentItems.position), asc(appointmentItems.id));
  if (all.length === 0) {
    const [service] = await tx.select().from(services).where(eq(services.id, appointment.serviceId));
    return service ? [{ serviceId: service.id, nameEn: service.nameEn, nameEs: service.nameEs, price: appointment.totalPrice }] : [];
  }
  const items = pick(all);
  const parentIds = [...new Set(items.map((item) => item.parentServiceId).filter((id): id is string => Boolean(id)))];
  const parents = parentIds.length > 0 ? await tx.select().from(services).where(inArray(services.id, parentIds)) : [];
  return serviceLinesOf(items, new Map(parents.map((service) => [service.id, service])));
}

/**
 * A visit's parts as its customer reads them, from its `lines` (serviceLines): each stored part of a
 * visit of several, with its own manicurist; else the one part that is the whole appointment, with
 * `member` (the appointment's manicurist).
 */
export async function visitParts(tx: DbOrTx, appointment: Appointment, member: SnapshotPart["staff"], lines: readonly ServiceLine[]): Promise<SnapshotPart[]> {
  const rows = await tx
    .select({ segment: appointmentSegments, member: { nameEn: staff.nameEn, nameEs: staff.nameEs } })
    .from(appointmentSegments)
    .leftJoin(staff, eq(staff.id, appointmentSegments.staffId))
    .where(eq(appointmentSegments.appointmentId, appointment.id));
  const serviceIds = [...new Set(lines.flatMap((line) => line.serviceId ?? []))];
  const segments = visitSegments({ ...appointment, serviceIds }, rows.map((row) => row.segment));
  const members = new Map(rows.map((row) => [row.segment.position, row.member]));
  return snapshotPartsOf(segments, lines, (segment) => (rows.length < 2 ? member : (members.get(segment.id) ?? null)));
}

interface Loaded {
  appointment: Appointment;
  customer: { email: string | null; phone: string | null; firstName: string | null; lastName: string | null };
  member: StaffContact | null;
}

type StaffContact = { nameEn: string; nameEs: string; email: string | null };

/** An appointment with its customer and manicurist, as every message about it reads them. */
export async function loadAppointmentForMessage(tx: DbOrTx, appointmentId: number): Promise<Loaded | undefined> {
  const [row] = await tx
    .select({
      appointment: appointments,
      customer: { email: users.email, phone: users.phone, firstName: users.firstName, lastName: users.lastName },
      member: { nameEn: staff.nameEn, nameEs: staff.nameEs, email: staff.email },
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(staff, eq(staff.id, appointments.staffId))
    .where(eq(appointments.id, appointmentId));
  return row;
}

/**
 * The appointment as its emails describe it. The customer is named as the appointment was booked (its
 * contact name), which a later booking with the same email never changes.
 */
export async function appointmentSnapshot(tx: DbOrTx, loaded: Loaded): Promise<AppointmentSnapshot> {
  const { appointment, member } = loaded;
  const customer = appointment.contactName ? splitName(appointment.contactName) : loaded.customer;
  const lines = await serviceLines(tx, appointment);
  const parts = await visitParts(tx, appointment, member ? { nameEn: member.nameEn, nameEs: member.nameEs } : null, lines);
  return {
    appointmentId: appointment.id,
    date: appointment.appointmentDate,
    time: appointment.appointmentTime,
    durationMinutes: appointment.totalDuration,
    totalPrice: appointment.totalPrice,
    lines: withoutServices(lines),
    customer: { firstName: customer.firstName ?? "", lastName: customer.lastName ?? "" },
    staff: member ? { nameEn: member.nameEn, nameEs: member.nameEs } : null,
    ...(parts.length > 1 ? { parts } : {}),
    calendarSequence: appointment.calendarSequence,
  };
}

/** The customer emails about an appointment still to come: each carries a link to cancel or reschedule it. */
export const KINDS_WITH_MANAGE_LINK: readonly EmailKind[] = ["booking_received", "appointment_confirmed", "appointment_reminder", "appointment_moved"];

/**
 * Queues an email about an appointment to its customer, in the language they booked in, and the same news
 * as a text message when the salon has a text channel and the kind is one customers get by text.
 * Answers whether the email was queued.
 */
async function enqueueCustomerMessage(
  tx: DbOrTx,
  loaded: Loaded,
  kind: EmailKind,
  now: Date,
  extra: Pick<EmailPayload, "token" | "previous" | "cancelReason" | "byCustomer" | "cancelOutcome"> = {},
): Promise<boolean> {
  const { appointment, customer } = loaded;
  const manageToken = KINDS_WITH_MANAGE_LINK.includes(kind) ? await issueManageToken(tx, appointment.id, now) : undefined;
  const payload: EmailPayload = { appointment: await appointmentSnapshot(tx, loaded), ...extra, manageToken, ...(await paymentToTell(tx, kind, appointment.id)), issuedAt: now.toISOString() };
  if (TEXT_KINDS.includes(kind)) {
    await enqueueText(tx, { kind, phone: appointment.contactPhone ?? customer.phone, locale: appointment.locale, payload }, now);
  }
  if (!customer.email) return false;
  await enqueueEmail(tx, { kind, recipient: customer.email, locale: appointment.locale, payload }, now);
  return true;
}

export async function mustLoad(tx: DbOrTx, appointmentId: number): Promise<Loaded> {
  const loaded = await loadAppointmentForMessage(tx, appointmentId);
  if (!loaded) throw new Error(`Appointment ${appointmentId} not found`);
  return loaded;
}

/** Confirmed (by the manicurist's link, by an admin, or at the front desk) → customer. */
export async function enqueueConfirmed(tx: DbOrTx, appointmentId: number, now: Date): Promise<boolean> {
  return enqueueCustomerMessage(tx, await mustLoad(tx, appointmentId), "appointment_confirmed", now);
}

/** "Booking received" of a booking held for its payment, queued once the payment confirms it → customer. */
export async function enqueueBookingReceived(tx: DbOrTx, appointmentId: number, now: Date): Promise<boolean> {
  return enqueueCustomerMessage(tx, await mustLoad(tx, appointmentId), "booking_received", now);
}

/** The reminder of an appointment still to come → customer. Call in the transaction that claims it (reminders.ts). */
export async function enqueueReminder(tx: DbOrTx, appointmentId: number, now: Date): Promise<boolean> {
  return enqueueCustomerMessage(tx, await mustLoad(tx, appointmentId), "appointment_reminder", now);
}

/**
 * Cancelled by the salon (with the reason stored on the appointment) or by the customer → customer,
 * with what becomes of a card deposit or saved card. Call after the row is cancelled.
 */
export async function enqueueCancelled(tx: DbOrTx, appointmentId: number, now: Date, byCustomer = false): Promise<boolean> {
  const loaded = await mustLoad(tx, appointmentId);
  const outcome = await cancelOutcomeToTell(tx, loaded.appointment, now, byCustomer);
  return enqueueCustomerMessage(tx, loaded, "appointment_cancelled", now, { cancelReason: loaded.appointment.cancelReason, byCustomer, ...outcome });
}

/** Moved by the salon or by the customer → customer, saying where it was. Call after the row holds its new place and sequence. */
export async function enqueueMoved(
  tx: DbOrTx,
  appointmentId: number,
  previous: NonNullable<EmailPayload["previous"]>,
  now: Date,
  byCustomer = false,
): Promise<boolean> {
  return enqueueCustomerMessage(tx, await mustLoad(tx, appointmentId), "appointment_moved", now, { previous, byCustomer });
}

/**
 * A manicurist taken off a job (reassigned, moved to someone else, cancelled) → that manicurist, so she
 * does not come in for it. Their emails are bilingual, like the confirmation request.
 */
export async function enqueueStaffRemoved(tx: DbOrTx, appointmentId: number, staffId: number, now: Date): Promise<boolean> {
  const loaded = await mustLoad(tx, appointmentId);
  const [removed] = await tx.select({ nameEn: staff.nameEn, nameEs: staff.nameEs, email: staff.email }).from(staff).where(eq(staff.id, staffId));
  if (!removed?.email) return false;
  await enqueueEmail(
    tx,
    {
      kind: "staff_removed",
      recipient: removed.email,
      locale: "es",
      payload: { appointment: await appointmentSnapshot(tx, { ...loaded, member: removed }), issuedAt: now.toISOString() },
    },
    now,
  );
  return true;
}

/**
 * The My appointments link → the address that asked for it, listing its upcoming appointments (soonest
 * first, `upcoming` non-empty), in the language the link was asked in.
 */
export async function enqueueMyAppointmentsLink(
  tx: DbOrTx,
  recipient: string,
  locale: Locale,
  upcoming: readonly Appointment[],
  token: string,
  now: Date,
): Promise<void> {
  const snapshots: AppointmentSnapshot[] = [];
  for (const appointment of upcoming) snapshots.push(await appointmentSnapshot(tx, await mustLoad(tx, appointment.id)));
  await enqueueEmail(
    tx,
    { kind: "my_appointments_link", recipient, locale, payload: { appointment: snapshots[0], upcoming: snapshots, token, issuedAt: now.toISOString() } },
    now,
  );
}

export interface LinkRequestResult {
  /** False when there is nobody to email (no manicurist or no address); the token was still rotated. */
  queued: boolean;
}

/**
 * Asks the customer for a review. Call inside the transaction that completes the appointment. Issues a
 * fresh review token valid for 30 days from completion; does nothing for an appointment that is not
 * completed or already has its review.
 */
export async function requestReview(tx: DbOrTx, appointmentId: number, now: Date): Promise<LinkRequestResult> {
  const loaded = await mustLoad(tx, appointmentId);
  const { appointment } = loaded;
  if (appointment.status !== "completed") return { queued: false };
  const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.appointmentId, appointmentId));
  if (existing) return { queued: false };
  const completedAt = appointment.completedAt ?? now;
  const { token, hash } = issueToken();
  await tx
    .update(appointments)
    .set({
      reviewToken: hash,
      reviewTokenExpiresAt: new Date(completedAt.getTime() + REVIEW_LINK_LIFETIME_MS),
      reviewTokenUsedAt: null,
      updatedAt: now,
    })
    .where(eq(appointments.id, appointmentId));
  return { queued: await enqueueCustomerMessage(tx, loaded, "review_request", now, { token }) };
}
