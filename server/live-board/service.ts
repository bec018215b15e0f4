import { and, asc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { LiveBoard, LiveBoardAppointment, LiveBoardDay, LiveBoardPart, PublicStaff } from "@shared/api";
import { NON_BLOCKING_STATUSES, pedicureTypeKey } from "@shared/booking-rules";
import { splitName } from "@shared/names";
import { appointmentItems, appointments, services, staff, users } from "@shared/schema";
import { addDays, fromMinutes, isSunday, salonDate, toMinutes } from "@shared/time";
import { staffDaysOn, toAvailabilityRecord } from "../availability/staff-days";
import type { Db } from "../infra/db/database";

/** Today plus the next two days the salon opens. */
export function boardDates(now: Date): string[] {
  const today = salonDate(now);
  const dates = [today];
  for (let offset = 1; dates.length < 3; offset += 1) {
    const date = addDays(today, offset);
    if (!isSunday(date)) dates.push(date);
  }
  return dates;
}

/** "Ana M.": the name the appointment was booked with (or its client's, for an older one), without the surname. */
function shortName({ firstName, lastName }: { firstName: string | null; lastName: string | null }): string {
  const initial = lastName?.trim().charAt(0);
  return [firstName?.trim() || "—", initial ? `${initial.toUpperCase()}.` : ""].filter(Boolean).join(" ");
}

/** A stored part as the board's read brings it, with the live names of its first service. */
interface BoardSegment {
  position: number;
  offset: number;
  duration: number;
  staffId: number | null;
  serviceIds: string[];
  nameEn: string | null;
  nameEs: string | null;
}

/** The parts of a visit of several on the board, at the salon's times; none for a one-manicurist visit. */
function boardParts(appointmentTime: string, segments: readonly BoardSegment[], fallback: LiveBoardAppointment["service"]): LiveBoardPart[] | undefined {
  if (segments.length < 2) return undefined;
  const start = toMinutes(appointmentTime);
  return segments.map((segment) => ({
    id: segment.position,
    start: fromMinutes(start + segment.offset),
    end: fromMinutes(start + segment.offset + segment.duration),
    staffId: segment.staffId,
    serviceIds: segment.serviceIds,
    serviceId: segment.serviceIds[0],
    service: segment.nameEn !== null && segment.nameEs !== null ? { nameEn: segment.nameEn, nameEs: segment.nameEs } : fallback,
  }));
}

/** The board without its clock reading: what changes only when the data does. */
export type BoardContent = Omit<LiveBoard, "now">;

const DATE_PLACEHOLDERS = [sql.placeholder("d0"), sql.placeholder("d1"), sql.placeholder("d2")];

/**
 * The board's two reads as prepared statements: the appointments of its three days, one row per booked
 * service or option (a left join, so an appointment without items still comes), and the active staff
 * with their plans for those days (a left join again, so a member without one is still listed). A visit's
 * parts ride along on the appointments' read (its primary key finds them), so the board stays three reads.
 */
export function prepareBoardReads(db: Db): (dates: string[]) => Promise<BoardContent> {
  const appointmentRows = db
    .select({
      id: appointments.id,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      durationMinutes: appointments.totalDuration,
      status: appointments.status,
      staffId: appointments.staffId,
      serviceId: appointments.serviceId,
      nameEn: services.nameEn,
      nameEs: services.nameEs,
      contactName: appointments.contactName,
      firstName: users.firstName,
      lastName: users.lastName,
      pedicureType: appointments.pedicureType,
      needsAcrylicRemoval: appointments.needsAcrylicRemoval,
      needsGelishRemoval: appointments.needsGelishRemoval,
      itemKind: appointmentItems.kind,
      itemId: appointmentItems.itemId,
      itemParent: appointmentItems.parentServiceId,
      segments: sql<BoardSegment[]>`(SELECT coalesce(json_agg(json_build_object('position', part.position, 'offset', part.start_offset_minutes,
        'duration', part.duration_minutes, 'staffId', part.staff_id, 'serviceIds', part.service_ids, 'nameEn', named.name_en, 'nameEs', named.name_es)
        ORDER BY part.position), '[]') FROM appointment_segments part LEFT JOIN services named ON named.id = part.service_ids[1]
        WHERE part.appointment_id = ${appointments.id})`,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(appointmentItems, and(eq(appointmentItems.appointmentId, appointments.id), ne(appointmentItems.kind, "removal")))
    .where(and(inArray(appointments.appointmentDate, DATE_PLACEHOLDERS), notInArray(appointments.status, [...NON_BLOCKING_STATUSES])))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime), asc(appointments.id), asc(appointmentItems.position))
    .prepare("live_board_appointments");
  const staffRows = db
    .select({ id: staff.id, nameEn: staff.nameEn, nameEs: staff.nameEs, photoUrl: staff.photoUrl, active: staff.active })
    .from(staff)
    .where(eq(staff.active, true))
    .orderBy(asc(staff.id))
    .prepare("live_board_staff");

  return async (dates) => {
    const placeholders = { d0: dates[0], d1: dates[1], d2: dates[2] };
    const [bookedRows, members, staffDays] = await Promise.all([
      appointmentRows.execute(placeholders),
      staffRows.execute(),
      staffDaysOn(db, dates),
    ]);

    const days = new Map<string, LiveBoardDay>(dates.map((date) => [date, { date, availability: [], appointments: [] }]));
    // One entry per appointment, in the rows' order; its items' service ids gathered as they come.
    const byId = new Map<number, { appointment: LiveBoardAppointment; serviceIds: Set<string> }>();
    for (const row of bookedRows) {
      let entry = byId.get(row.id);
      if (!entry) {
        const service = { nameEn: row.nameEn, nameEs: row.nameEs };
        const parts = boardParts(row.appointmentTime, row.segments, service);
        entry = {
          appointment: {
            id: row.id,
            appointmentDate: row.appointmentDate,
            appointmentTime: row.appointmentTime,
            durationMinutes: row.durationMinutes,
            status: row.status,
            staffId: row.staffId,
            serviceId: row.serviceId,
            serviceIds: [],
            service,
            customerName: row.contactName ? shortName(splitName(row.contactName)) : shortName(row),
            pedicureType: pedicureTypeKey(row.pedicureType),
            needsAcrylicRemoval: row.needsAcrylicRemoval,
            needsGelishRemoval: row.needsGelishRemoval,
            ...(parts ? { parts } : {}),
          },
          serviceIds: new Set(),
        };
        byId.set(row.id, entry);
        days.get(row.appointmentDate)?.appointments.push(entry.appointment);
      }
      const serviceId = row.itemKind === "option" ? row.itemParent : row.itemId;
      if (serviceId) entry.serviceIds.add(serviceId);
    }
    for (const { appointment, serviceIds } of byId.values()) {
      appointment.serviceIds = serviceIds.size ? [...serviceIds] : [appointment.serviceId];
    }

    for (const [date, planned] of staffDays) {
      days.get(date)?.availability.push(...planned.map((day) => toAvailabilityRecord(date, day)));
    }
    return { today: dates[0], staff: members satisfies PublicStaff[], days: [...days.values()] };
  };
}
