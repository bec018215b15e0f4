import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { assignStaffSchema, statusUpdateSchema, type AdminAppointment } from "@shared/admin-api";
import { fitsStaffHours, intervalsOverlap } from "@shared/booking-rules";
import {
  type Appointment,
  type AppointmentItem,
  appointmentItems,
  appointments,
  FINAL_STATUSES,
  services,
  staff,
  staffServices,
  UPCOMING_STATUSES,
  users,
} from "@shared/schema";
import { fromMinutes, salonDate, salonMinutes, toMinutes } from "@shared/time";
import type { ResolvedStaffDay } from "@shared/schedule";
import { staffDaysOn } from "../availability/staff-days";
import type { Db, DbOrTx } from "../infra/db/database";
import { lockAppointmentDate } from "../infra/db/locks";
import { enqueueCancelled, enqueueStaffDecision, requestReview, requestStaffConfirmation } from "../email/appointment-emails";
import { AppError } from "../infra/http/errors";

const decliner = alias(staff, "decliner");

export const NO_MANICURIST_FREE = "Cannot assign manicurist: all are busy at this time or not working.";

/** Statuses an appointment can never leave. */
/** Statuses that keep a manicurist busy for the picker: confirmed, or either kind of pending. */

/** What a change answers: never the token hashes or other internals of the row. */
type AppointmentChange = Pick<Appointment, "id" | "status" | "staffId" | "staffAssignedAt" | "actualEndTime" | "completedAt">;

function changed(appointment: Appointment): AppointmentChange {
  const { id, status, staffId, staffAssignedAt, actualEndTime, completedAt } = appointment;
  return { id, status, staffId, staffAssignedAt, actualEndTime, completedAt };
}

/** The catalogue services an appointment needs a manicurist to be qualified for; removals need none. */
export function requiredServiceIds(appointment: Pick<Appointment, "serviceId">, items: AppointmentItem[]): string[] {
  const ids = items
    .map((item) => (item.kind === "option" ? item.parentServiceId : item.kind === "removal" ? null : item.itemId))
    .filter((id): id is string => Boolean(id));
  return ids.length > 0 ? [...new Set(ids)] : [appointment.serviceId];
}

interface DayContext {
  availability: ResolvedStaffDay[];
  qualifications: Map<number, Set<string>>;
  busy: Pick<Appointment, "id" | "staffId" | "appointmentTime" | "totalDuration" | "status">[];
}

async function loadDay(tx: DbOrTx, date: string): Promise<DayContext> {
  const availability = (await staffDaysOn(tx, [date])).get(date) ?? [];
  const qualificationRows = await tx.select().from(staffServices);
  const qualifications = new Map<number, Set<string>>();
  for (const row of qualificationRows) {
    qualifications.set(row.staffId, (qualifications.get(row.staffId) ?? new Set()).add(row.serviceId));
  }
  const busy = await tx
    .select({
      id: appointments.id,
      staffId: appointments.staffId,
      appointmentTime: appointments.appointmentTime,
      totalDuration: appointments.totalDuration,
      status: appointments.status,
    })
    .from(appointments)
    .where(and(eq(appointments.appointmentDate, date), inArray(appointments.status, UPCOMING_STATUSES)));
  return { availability, qualifications, busy };
}

/**
 * The picker's rules: qualified for every service booked, punched in, the appointment fits their hours and
 * misses their break, and no other busy appointment of theirs overlaps it. The same on the page and when the
 * server accepts an assignment.
 */
function assignableStaff(appointment: Appointment, items: AppointmentItem[], day: DayContext): number[] {
  const needed = requiredServiceIds(appointment, items);
  const start = toMinutes(appointment.appointmentTime);
  const end = start + appointment.totalDuration;
  return day.availability
    .filter((record) => {
      const qualified = day.qualifications.get(record.staffId);
      if (!qualified || !needed.every((id) => qualified.has(id))) return false;
      if (!record.isPunchedIn || !fitsStaffHours(record, start, appointment.totalDuration)) return false;
      return !day.busy.some(
        (other) =>
          other.id !== appointment.id &&
          other.staffId === record.staffId &&
          intervalsOverlap(start, end, toMinutes(other.appointmentTime), toMinutes(other.appointmentTime) + other.totalDuration),
      );
    })
    .map((record) => record.staffId);
}

async function itemsOf(tx: DbOrTx, appointmentIds: number[]): Promise<Map<number, AppointmentItem[]>> {
  const byAppointment = new Map<number, AppointmentItem[]>();
  if (appointmentIds.length === 0) return byAppointment;
  const rows = await tx
    .select()
    .from(appointmentItems)
    .where(inArray(appointmentItems.appointmentId, appointmentIds))
    .orderBy(asc(appointmentItems.position));
  for (const row of rows) byAppointment.set(row.appointmentId, [...(byAppointment.get(row.appointmentId) ?? []), row]);
  return byAppointment;
}

export async function listAdminAppointments(db: Db): Promise<AdminAppointment[]> {
  const rows = await db
    .select({ appointment: appointments, service: services, user: users, member: staff, decliner })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(staff, eq(staff.id, appointments.staffId))
    .leftJoin(decliner, eq(decliner.id, appointments.declinedByStaffId))
    .orderBy(desc(appointments.appointmentDate), asc(appointments.appointmentTime), asc(appointments.id));
  const items = await itemsOf(db, rows.map((row) => row.appointment.id));
  const noShows = new Map(
    (
      await db
        .select({ userId: appointments.userId, count: count() })
        .from(appointments)
        .where(eq(appointments.status, "no_show"))
        .groupBy(appointments.userId)
    ).map((row) => [row.userId, row.count]),
  );
  const days = new Map<string, DayContext>();
  for (const row of rows) {
    const date = row.appointment.appointmentDate;
    if (!FINAL_STATUSES.includes(row.appointment.status) && !days.has(date)) days.set(date, await loadDay(db, date));
  }

  return rows.map(({ appointment, service, user, member, decliner: declinedBy }) => {
    const lineItems = items.get(appointment.id) ?? [];
    const day = days.get(appointment.appointmentDate);
    return {
      id: appointment.id,
      status: appointment.status,
      appointmentDate: appointment.appointmentDate,
      appointmentTime: appointment.appointmentTime,
      totalDuration: appointment.totalDuration,
      totalPrice: appointment.totalPrice,
      serviceId: appointment.serviceId,
      staffId: appointment.staffId,
      staffAssignedAt: appointment.staffAssignedAt?.toISOString() ?? null,
      createdAt: appointment.createdAt.toISOString(),
      completedAt: appointment.completedAt?.toISOString() ?? null,
      actualEndTime: appointment.actualEndTime,
      pedicureType: appointment.pedicureType,
      needsAcrylicRemoval: appointment.needsAcrylicRemoval,
      needsGelishRemoval: appointment.needsGelishRemoval,
      userId: appointment.userId,
      contactName: appointment.contactName,
      contactPhone: appointment.contactPhone,
      cancelReason: appointment.cancelReason,
      bookedByAdmin: appointment.bookedByAdmin,
      declinedBy: declinedBy ? { id: declinedBy.id, nameEs: declinedBy.nameEs, nameEn: declinedBy.nameEn } : null,
      declinedAt: appointment.declinedAt?.toISOString() ?? null,
      clientNoShows: noShows.get(appointment.userId) ?? 0,
      service: { nameEs: service.nameEs, nameEn: service.nameEn, durationMinutes: service.durationMinutes, price: service.price },
      items: lineItems.map(({ itemId, kind, nameEn, nameEs, price, durationMinutes }) => ({ itemId, kind, nameEn, nameEs, price, durationMinutes })),
      assignableStaffIds: day ? assignableStaff(appointment, lineItems, day) : [],
      user: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone },
      staff: member ? { id: member.id, nameEs: member.nameEs, nameEn: member.nameEn } : null,
    };
  });
}

/** Reads an appointment for change after taking its date's lock, so no booking or other change interleaves. */
async function lockedAppointment(tx: DbOrTx, id: number): Promise<Appointment> {
  const [peek] = await tx.select({ date: appointments.appointmentDate }).from(appointments).where(eq(appointments.id, id));
  if (!peek) throw new AppError("NOT_FOUND", "Appointment not found");
  await lockAppointmentDate(tx, peek.date);
  const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, id)).for("update");
  return appointment;
}

export async function assignStaff(db: Db, id: number, body: unknown, now: Date): Promise<AppointmentChange> {
  const { staffId } = assignStaffSchema.parse(body);
  const assigned = await db.transaction(async (tx) => {
    const appointment = await lockedAppointment(tx, id);
    if (FINAL_STATUSES.includes(appointment.status)) {
      throw new AppError("CONFLICT", `A ${appointment.status} appointment cannot be assigned`);
    }
    if (appointment.staffId === staffId) return appointment;
    const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
    if (!member) throw new AppError("NOT_FOUND", "Manicurist not found");
    const items = (await itemsOf(tx, [id])).get(id) ?? [];
    const candidates = assignableStaff(appointment, items, await loadDay(tx, appointment.appointmentDate));
    if (!candidates.includes(staffId)) {
      throw new AppError("CONFLICT", "This manicurist is not available: not qualified, not working, or busy at this time.");
    }
    const [updated] = await tx
      .update(appointments)
      .set({ staffId, staffAssignedAt: now, updatedAt: now })
      .where(eq(appointments.id, id))
      .returning();
    await requestStaffConfirmation(tx, id, now);
    return updated;
  });
  return changed(assigned);
}

/** When a job really ended, for the slot it keeps holding: never before it began nor after it was booked to end. */
function actualEndFor(appointment: Appointment, now: Date, early: boolean): string {
  const start = toMinutes(appointment.appointmentTime);
  const bookedEnd = Math.min(start + appointment.totalDuration, 23 * 60 + 59);
  if (!early) return fromMinutes(bookedEnd);
  const today = salonDate(now);
  if (appointment.appointmentDate > today) return appointment.appointmentTime;
  if (appointment.appointmentDate < today) return fromMinutes(bookedEnd);
  return fromMinutes(Math.max(start, Math.min(bookedEnd, salonMinutes(now))));
}

async function complete(tx: DbOrTx, appointment: Appointment, now: Date, early: boolean) {
  const [updated] = await tx
    .update(appointments)
    .set({ status: "completed", completedAt: now, actualEndTime: actualEndFor(appointment, now, early), updatedAt: now })
    .where(eq(appointments.id, appointment.id))
    .returning();
  await requestReview(tx, appointment.id, now);
  return updated;
}

export async function updateStatus(db: Db, id: number, body: unknown, now: Date): Promise<AppointmentChange> {
  const { status } = statusUpdateSchema.parse(body);
  const updated = await db.transaction(async (tx) => {
    const appointment = await lockedAppointment(tx, id);
    if (appointment.status === status) return appointment;
    if (FINAL_STATUSES.includes(appointment.status)) {
      throw new AppError("CONFLICT", `A ${appointment.status} appointment cannot change status`);
    }
    if (status === "completed") return complete(tx, appointment, now, false);
    const [row] = await tx.update(appointments).set({ status, updatedAt: now }).where(eq(appointments.id, id)).returning();
    if (status === "confirmed") await enqueueStaffDecision(tx, id, "confirmed", now);
    if (status === "cancelled") await enqueueCancelled(tx, id, now);
    return row;
  });
  return changed(updated);
}

/** "Complete Now": a confirmed job ends at this moment and frees the rest of its time at once. */
export async function completeNow(db: Db, id: number, now: Date): Promise<AppointmentChange> {
  const completed = await db.transaction(async (tx) => {
    const appointment = await lockedAppointment(tx, id);
    if (appointment.status !== "confirmed") {
      throw new AppError("CONFLICT", "Only a confirmed appointment can be completed now");
    }
    return complete(tx, appointment, now, true);
  });
  return changed(completed);
}
