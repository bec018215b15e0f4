import { and, asc, desc, eq, sql } from "drizzle-orm";
import { clientFormSchema, type AdminClient, type ClientHistory, type ClientHistoryAppointment } from "@shared/admin-api";
import { INVALID_PHONE } from "@shared/api";
import { toE164 } from "@shared/phone";
import { appointmentItems, appointments, staff, UPCOMING_STATUSES, users } from "@shared/schema";
import { salonDate } from "@shared/time";
import type { Db } from "../infra/db/database";
import { pgErrorCode, PG_UNIQUE_VIOLATION } from "../infra/db/database";
import { withdrawPendingCampaignMessages } from "../campaigns/service";
import { AppError } from "../infra/http/errors";
import { paymentSummaries } from "../payments/summary";
import { isClient, toAdminClient } from "./list";

const DUPLICATE_EMAIL = "A client with this email already exists";

async function refuseDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError("CONFLICT", DUPLICATE_EMAIL);
    throw error;
  }
}

/** A phone is kept in E.164, as a booking stores it, so the text channel and the front desk's search see one form. */
function withE164Phone<Form extends { phone?: string | null }>(form: Form): Form {
  if (!form.phone) return form;
  const phone = toE164(form.phone);
  if (!phone) throw new AppError("BAD_REQUEST", INVALID_PHONE);
  return { ...form, phone };
}

export async function createClient(db: Db, body: unknown, now: Date): Promise<AdminClient> {
  const form = withE164Phone(clientFormSchema.parse(body));
  const [created] = await refuseDuplicates(() =>
    db
      .insert(users)
      .values({ ...form, marketingOptInAt: form.marketingOptIn ? now : null })
      .returning(),
  );
  return toAdminClient(created);
}

/**
 * Changes the fields sent (the edit form sends them all; the client card only its notes). Turning the
 * marketing switch on records when; turning it off withdraws campaign messages still on their way.
 */
export async function updateClient(db: Db, id: string, body: unknown, now: Date): Promise<AdminClient> {
  const form = withE164Phone(clientFormSchema.partial().parse(body));
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ marketingOptIn: users.marketingOptIn }).from(users).where(and(eq(users.id, id), isClient)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "Client not found");
    const optedIn = form.marketingOptIn === true && !before.marketingOptIn;
    const [updated] = await refuseDuplicates(() =>
      tx
        .update(users)
        .set({ ...form, ...(optedIn ? { marketingOptInAt: now } : {}), updatedAt: now })
        .where(eq(users.id, id))
        .returning(),
    );
    if (form.marketingOptIn === false) await withdrawPendingCampaignMessages(tx, id);
    return toAdminClient(updated);
  });
}

/**
 * The client card: the client, their appointments (upcoming soonest first, past latest first, each with
 * the name and phone it was booked with), what they spent (completed appointments) and their no-shows.
 */
export async function clientHistory(db: Db, id: string, now: Date): Promise<ClientHistory> {
  const [client] = await db.select().from(users).where(and(eq(users.id, id), isClient));
  if (!client) throw new AppError("NOT_FOUND", "Client not found");
  const rows = await db
    .select({ appointment: appointments, member: { id: staff.id, nameEs: staff.nameEs, nameEn: staff.nameEn } })
    .from(appointments)
    .leftJoin(staff, eq(staff.id, appointments.staffId))
    .where(eq(appointments.userId, id))
    .orderBy(desc(appointments.appointmentDate), desc(appointments.appointmentTime));
  const ids = rows.map((row) => row.appointment.id);
  const items =
    ids.length > 0
      ? await db
          .select({ appointmentId: appointmentItems.appointmentId, kind: appointmentItems.kind, nameEn: appointmentItems.nameEn, nameEs: appointmentItems.nameEs })
          .from(appointmentItems)
          .where(sql`${appointmentItems.appointmentId} = ANY(${sql.param(ids)}::int[])`)
          .orderBy(asc(appointmentItems.position))
      : [];
  const today = salonDate(now);
  const payments = await paymentSummaries(db, ids);
  const history = rows.map(({ appointment, member }): ClientHistoryAppointment => ({
    id: appointment.id,
    status: appointment.status,
    appointmentDate: appointment.appointmentDate,
    appointmentTime: appointment.appointmentTime,
    totalPrice: appointment.totalPrice,
    totalDuration: appointment.totalDuration,
    contactName: appointment.contactName,
    contactPhone: appointment.contactPhone,
    services: items
      .filter((item) => item.appointmentId === appointment.id && item.kind !== "removal")
      .map(({ nameEn, nameEs }) => ({ nameEn, nameEs })),
    staff: member?.id ? member : null,
    payment: payments.get(appointment.id) ?? null,
  }));
  const isUpcoming = (row: ClientHistoryAppointment) => UPCOMING_STATUSES.includes(row.status) && row.appointmentDate >= today;
  const completed = history.filter((row) => row.status === "completed");
  return {
    client: toAdminClient(client),
    upcoming: history.filter(isUpcoming).reverse(),
    past: history.filter((row) => !isUpcoming(row)),
    totalSpent: completed.reduce((sum, row) => sum + row.totalPrice, 0),
    completedCount: completed.length,
    noShowCount: history.filter((row) => row.status === "no_show").length,
  };
}
