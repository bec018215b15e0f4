import { and, asc, count, eq, gt, gte, notInArray, sql } from "drizzle-orm";
import { type MyAppointments, myAppointmentsLinkRequestSchema, MY_APPOINTMENTS_LINK_HOURS } from "@shared/manage-api";
import { appointments, customerLinkTokens, FINAL_STATUSES, type Appointment, type Locale, users } from "@shared/schema";
import { salonDate } from "@shared/time";
import { hasStarted } from "../appointment-changes/changes";
import type { Db, DbOrTx } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { hashToken, issueToken, isTokenShaped } from "../infra/tokens/tokens";
import { enqueueMyAppointmentsLink } from "../messages/appointment-messages";
import { issueManageToken } from "../messages/manage-tokens";
import { INVALID_LINK, managedView } from "../manage/service";

/** At most this many links an hour go to one address, however often it is typed in: nobody's inbox is flooded. */
export const LINKS_PER_ADDRESS_PER_HOUR = 3;

/** The one answer to every request for a link: it never tells whether the address has bookings. */
export const LINK_SENT_MESSAGES: Record<Locale, string> = {
  es: "Si tenemos citas con este correo, te enviamos un enlace para verlas. Revisa tu bandeja de entrada.",
  en: "If we have bookings for this address, we sent you a link to see them. Check your inbox.",
};

/** The appointments still to come that were booked with an address (any case), soonest first. */
async function upcomingOf(tx: DbOrTx, email: string, now: Date): Promise<Appointment[]> {
  const rows = await tx
    .select({ appointment: appointments })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        notInArray(appointments.status, FINAL_STATUSES),
        gte(appointments.appointmentDate, salonDate(now)),
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime));
  return rows.map((row) => row.appointment).filter((appointment) => !hasStarted(appointment, now));
}

/**
 * Emails the address a link to its upcoming appointments, when it has any and has not had three this hour.
 * Whatever happens, the answer is the same sentence, so the form cannot be used to learn who is a client.
 */
export async function requestMyAppointmentsLink(db: Db, body: unknown, now: Date): Promise<{ message: string }> {
  const { email, locale } = myAppointmentsLinkRequestSchema.parse(body);
  const address = email.toLowerCase();
  await db.transaction(async (tx) => {
    const upcoming = await upcomingOf(tx, address, now);
    if (upcoming.length === 0) return;
    const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
    const [recent] = await tx
      .select({ links: count() })
      .from(customerLinkTokens)
      .where(and(eq(customerLinkTokens.email, address), gt(customerLinkTokens.createdAt, hourAgo)));
    if (recent.links >= LINKS_PER_ADDRESS_PER_HOUR) return;
    const { token, hash } = issueToken();
    const expiresAt = new Date(now.getTime() + MY_APPOINTMENTS_LINK_HOURS * 60 * 60 * 1000);
    await tx.insert(customerLinkTokens).values({ tokenHash: hash, email: address, locale, expiresAt, createdAt: now });
    await enqueueMyAppointmentsLink(tx, address, locale, upcoming, token, now);
  });
  return { message: LINK_SENT_MESSAGES[locale] };
}

/**
 * The upcoming appointments of a My appointments link, each with a fresh manage link of its own (a link
 * listed here works like the one in the appointment's emails). 404 for a link never issued, 410 once expired.
 */
export async function listMyAppointments(db: Db, token: string, now: Date, cancelCutoffHours: number): Promise<MyAppointments> {
  if (!isTokenShaped(token)) throw new AppError("NOT_FOUND", INVALID_LINK);
  const [link] = await db.select().from(customerLinkTokens).where(eq(customerLinkTokens.tokenHash, hashToken(token)));
  if (!link) throw new AppError("NOT_FOUND", INVALID_LINK);
  if (link.expiresAt <= now) throw new AppError("GONE", INVALID_LINK);
  return db.transaction(async (tx) => {
    const upcoming = await upcomingOf(tx, link.email, now);
    const listed = [];
    for (const appointment of upcoming) {
      listed.push({ ...(await managedView(tx, appointment, now, cancelCutoffHours)), manageToken: await issueManageToken(tx, appointment.id, now) });
    }
    return { locale: link.locale, appointments: listed };
  });
}

