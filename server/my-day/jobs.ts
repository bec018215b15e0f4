import { and, asc, between, eq, inArray, notInArray } from "drizzle-orm";
import { type AppointmentStatus, appointmentItems, appointments, AWAITING_STAFF_STATUSES, services, users } from "@shared/schema";
import type { MyDayJob, StaffSharing } from "@shared/my-day-api";
import { splitName } from "@shared/names";
import { salonDateTimeToInstant } from "@shared/time";
import type { DbOrTx } from "../infra/db/database";
import { snapshotLinesOf } from "../messages/snapshot-lines";

/** Jobs that will not happen, or are no longer this manicurist's to do, leave her page and calendar. */
export const GONE_STATUSES: AppointmentStatus[] = ["cancelled", "declined"];

/** A job with what the calendar feed needs besides what the page shows. */
export interface StaffJob extends MyDayJob {
  calendarSequence: number;
  updatedAt: Date;
  createdAt: Date;
}

/**
 * One manicurist's jobs dated `from` through `to` (inclusive), in order of date and time, each with its
 * booked lines (options beside their service), the customer's first name, and the client card's note and
 * the phone only where `sharing` allows (a field not allowed is left out, not blanked). Read by the
 * member's id alone, so nothing of another manicurist's can appear; the staff index and the date bound
 * keep it a short read.
 */
export async function staffJobs(db: DbOrTx, staffId: number, from: string, to: string, now: Date, sharing: StaffSharing): Promise<StaffJob[]> {
  const rows = await db
    .select({
      id: appointments.id,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      durationMinutes: appointments.totalDuration,
      status: appointments.status,
      contactName: appointments.contactName,
      firstName: users.firstName,
      clientNote: users.notes,
      contactPhone: appointments.contactPhone,
      clientPhone: users.phone,
      calendarSequence: appointments.calendarSequence,
      updatedAt: appointments.updatedAt,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(and(eq(appointments.staffId, staffId), between(appointments.appointmentDate, from, to), notInArray(appointments.status, GONE_STATUSES)))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime), asc(appointments.id));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      appointmentId: appointmentItems.appointmentId,
      kind: appointmentItems.kind,
      parentServiceId: appointmentItems.parentServiceId,
      nameEn: appointmentItems.nameEn,
      nameEs: appointmentItems.nameEs,
      price: appointmentItems.price,
    })
    .from(appointmentItems)
    .where(inArray(appointmentItems.appointmentId, rows.map((row) => row.id)))
    .orderBy(asc(appointmentItems.position), asc(appointmentItems.id));
  const parentIds = [...new Set(items.map((item) => item.parentServiceId).filter((id): id is string => id !== null))];
  const parents = parentIds.length > 0 ? await db.select().from(services).where(inArray(services.id, parentIds)) : [];
  const parentById = new Map(parents.map((service) => [service.id, service]));
  return rows.map((row) => {
    const note = row.clientNote?.trim();
    const phone = row.contactPhone ?? row.clientPhone;
    return {
      id: row.id,
      date: row.date,
      time: row.time,
      durationMinutes: row.durationMinutes,
      status: row.status,
      services: snapshotLinesOf(
        items.filter((item) => item.appointmentId === row.id),
        parentById,
      ).map(({ nameEn, nameEs }) => ({ nameEn, nameEs })),
      customerFirstName: row.contactName ? splitName(row.contactName).firstName : (row.firstName ?? ""),
      ...(sharing.clientNotes && note ? { clientNote: note } : {}),
      ...(sharing.customerPhone && phone ? { customerPhone: phone } : {}),
      canAnswer: AWAITING_STAFF_STATUSES.includes(row.status) && salonDateTimeToInstant(row.date, row.time) > now,
      calendarSequence: row.calendarSequence,
      updatedAt: row.updatedAt,
      createdAt: row.createdAt,
    };
  });
}
