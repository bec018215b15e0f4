import { and, asc, between, eq, inArray, notInArray, or, type SQL } from "drizzle-orm";
import {
  type AppointmentStatus,
  appointmentItems,
  appointments,
  appointmentSegments,
  AWAITING_STAFF_STATUSES,
  services,
  staff,
  users,
} from "@shared/schema";
import type { MyDayJob, StaffSharing } from "@shared/my-day-api";
import { splitName } from "@shared/names";
import { fromMinutes, salonDateTimeToInstant, toMinutes } from "@shared/time";
import { removalPartId } from "@shared/visit-api";
import { polishOnHands } from "@shared/visit-plan";
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
 * Which appointments dated `from` through `to` are (partly) hers, as a WHERE on `appointments`: those
 * whose manicurist she is (appointments_staff_date_idx) and the visits of several where she has a part,
 * found first by appointment_segments_staff_idx and the date bound. The readers then keep her own parts.
 */
export async function herAppointments(db: DbOrTx, staffId: number, from: string, to: string): Promise<SQL | undefined> {
  const withParts = await db
    .selectDistinct({ id: appointmentSegments.appointmentId })
    .from(appointmentSegments)
    .innerJoin(appointments, eq(appointments.id, appointmentSegments.appointmentId))
    .where(and(eq(appointmentSegments.staffId, staffId), between(appointments.appointmentDate, from, to)));
  const hers = eq(appointments.staffId, staffId);
  return and(
    withParts.length > 0 ? or(hers, inArray(appointments.id, withParts.map((row) => row.id))) : hers,
    between(appointments.appointmentDate, from, to),
    notInArray(appointments.status, GONE_STATUSES),
  );
}

/** A visit's stored parts with the first names of their manicurists, by visit (only visits of several have any). */
async function partsOf(db: DbOrTx, appointmentIds: readonly number[]): Promise<Map<number, StaffPart[]>> {
  const rows =
    appointmentIds.length === 0
      ? []
      : await db
          .select({
            appointmentId: appointmentSegments.appointmentId,
            position: appointmentSegments.position,
            startOffsetMinutes: appointmentSegments.startOffsetMinutes,
            durationMinutes: appointmentSegments.durationMinutes,
            staffId: appointmentSegments.staffId,
            serviceIds: appointmentSegments.serviceIds,
            confirmedAt: appointmentSegments.confirmedAt,
            nameEn: staff.nameEn,
            nameEs: staff.nameEs,
          })
          .from(appointmentSegments)
          .leftJoin(staff, eq(staff.id, appointmentSegments.staffId))
          .where(inArray(appointmentSegments.appointmentId, [...appointmentIds]))
          .orderBy(asc(appointmentSegments.appointmentId), asc(appointmentSegments.position));
  const byVisit = new Map<number, StaffPart[]>();
  for (const row of rows) {
    const parts = byVisit.get(row.appointmentId) ?? [];
    parts.push(row);
    byVisit.set(row.appointmentId, parts);
  }
  for (const [id, parts] of byVisit) if (parts.length < 2) byVisit.delete(id);
  return byVisit;
}

interface StaffPart {
  position: number;
  startOffsetMinutes: number;
  durationMinutes: number;
  staffId: number | null;
  serviceIds: string[];
  confirmedAt: Date | null;
  nameEn: string | null;
  nameEs: string | null;
}

/**
 * What of an appointment is hers: the whole of a one-manicurist visit whose manicurist she is, else each
 * of her parts of a visit of several (none when she has no part, even as the appointment's manicurist).
 */
function herShare(appointment: { staffId: number | null; time: string; durationMinutes: number }, parts: readonly StaffPart[] | undefined, staffId: number) {
  if (!parts) return appointment.staffId === staffId ? [{ time: appointment.time, durationMinutes: appointment.durationMinutes, part: undefined }] : [];
  const start = toMinutes(appointment.time);
  return parts
    .filter((part) => part.staffId === staffId)
    .map((part) => ({ time: fromMinutes(start + part.startOffsetMinutes), durationMinutes: part.durationMinutes, part }));
}

/** Which part an item is done in: a removal where removals go, else the part with its service, else the first. */
function partOfItem(item: { kind: string; itemId: string; parentServiceId: string | null }, parts: readonly StaffPart[], polish: boolean): number {
  const ids = parts.map((part) => ({ id: part.position, serviceIds: part.serviceIds }));
  if (item.kind === "removal") return removalPartId(ids, polish) ?? parts[0].position;
  const serviceId = item.kind === "service" ? item.itemId : item.parentServiceId;
  return (parts.find((part) => serviceId !== null && part.serviceIds.includes(serviceId)) ?? parts[0]).position;
}

const firstNames = (part: StaffPart) => (part.nameEn !== null && part.nameEs !== null ? { nameEn: splitName(part.nameEn).firstName, nameEs: splitName(part.nameEs).firstName } : null);

/**
 * One manicurist's jobs dated `from` through `to` (inclusive), in order of date and time, each with its
 * booked lines (options beside their service), the customer's first name, and the client card's note and
 * the phone only where `sharing` allows (a field not allowed is left out, not blanked). A visit of several
 * manicurists gives her only her part (its time, length and services) with when the other parts are and
 * who does them. Read by the member's id alone, so nothing of another manicurist's can appear beyond
 * those names; the staff indexes and the date bound keep it a short read.
 */
export async function staffJobs(db: DbOrTx, staffId: number, from: string, to: string, now: Date, sharing: StaffSharing): Promise<StaffJob[]> {
  const rows = await db
    .select({
      id: appointments.id,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      durationMinutes: appointments.totalDuration,
      status: appointments.status,
      staffId: appointments.staffId,
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
    .where(await herAppointments(db, staffId, from, to))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime), asc(appointments.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const parts = await partsOf(db, ids);
  const items = await db
    .select({
      appointmentId: appointmentItems.appointmentId,
      kind: appointmentItems.kind,
      itemId: appointmentItems.itemId,
      parentServiceId: appointmentItems.parentServiceId,
      nameEn: appointmentItems.nameEn,
      nameEs: appointmentItems.nameEs,
      price: appointmentItems.price,
    })
    .from(appointmentItems)
    .where(inArray(appointmentItems.appointmentId, ids))
    .orderBy(asc(appointmentItems.position), asc(appointmentItems.id));
  const parentIds = [...new Set(items.map((item) => item.parentServiceId).filter((id): id is string => id !== null))];
  const parents = parentIds.length > 0 ? await db.select().from(services).where(inArray(services.id, parentIds)) : [];
  const parentById = new Map(parents.map((service) => [service.id, service]));
  const jobs = rows.flatMap((row) => {
    const note = row.clientNote?.trim();
    const phone = row.contactPhone ?? row.clientPhone;
    const visitParts = parts.get(row.id);
    return herShare(row, visitParts, staffId).map(({ time, durationMinutes, part }): StaffJob => {
      const own = items.filter((item) => item.appointmentId === row.id);
      const polish = polishOnHands(own.filter((item) => item.kind === "option").map((item) => item.itemId));
      const lines = own.filter((item) => !part || !visitParts || partOfItem(item, visitParts, polish) === part.position);
      const start = toMinutes(row.time);
      return {
        id: row.id,
        date: row.date,
        time,
        durationMinutes,
        status: row.status,
        services: snapshotLinesOf(lines, parentById).map(({ nameEn, nameEs }) => ({ nameEn, nameEs })),
        customerFirstName: row.contactName ? splitName(row.contactName).firstName : (row.firstName ?? ""),
        ...(sharing.clientNotes && note ? { clientNote: note } : {}),
        ...(sharing.customerPhone && phone ? { customerPhone: phone } : {}),
        // Of a visit in parts she answers for her own part, until she has confirmed it (decision 019).
        canAnswer:
          (part ? part.confirmedAt === null : row.staffId === staffId) && AWAITING_STAFF_STATUSES.includes(row.status) && salonDateTimeToInstant(row.date, time) > now,
        ...(part && visitParts
          ? {
              part: {
                id: part.position,
                count: visitParts.length,
                others: visitParts
                  .filter((other) => other.position !== part.position)
                  .map((other) => ({
                    start: fromMinutes(start + other.startOffsetMinutes),
                    end: fromMinutes(start + other.startOffsetMinutes + other.durationMinutes),
                    staff: firstNames(other),
                  })),
              },
            }
          : {}),
        calendarSequence: row.calendarSequence,
        updatedAt: row.updatedAt,
        createdAt: row.createdAt,
      };
    });
  });
  // Her parts sit among her other jobs by their own start.
  return jobs.sort((a, b) => a.date.localeCompare(b.date) || toMinutes(a.time) - toMinutes(b.time) || a.id - b.id);
}
