import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { LiveBoard, LiveBoardAppointment } from "@shared/api";
import { NON_BLOCKING_STATUSES, pedicureTypeKey } from "@shared/booking-rules";
import { appointmentItems, appointments, services, users } from "@shared/schema";
import { addDays, isSunday, salonClock, salonDate } from "@shared/time";
import { staffAvailabilityOn } from "../availability/service";
import { listActiveStaff } from "../catalogue/service";
import type { Db } from "../db/database";

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

function shortName(firstName: string | null, lastName: string | null): string {
  const initial = lastName?.trim().charAt(0);
  return [firstName?.trim() || "—", initial ? `${initial.toUpperCase()}.` : ""].filter(Boolean).join(" ");
}

async function boardAppointments(db: Db, dates: string[]): Promise<LiveBoardAppointment[]> {
  const rows = await db
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
      firstName: users.firstName,
      lastName: users.lastName,
      pedicureType: appointments.pedicureType,
      needsAcrylicRemoval: appointments.needsAcrylicRemoval,
      needsGelishRemoval: appointments.needsGelishRemoval,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(and(inArray(appointments.appointmentDate, dates), notInArray(appointments.status, [...NON_BLOCKING_STATUSES])))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime), asc(appointments.id));
  const ids = rows.map((row) => row.id);
  const items = ids.length
    ? await db
        .select({ appointmentId: appointmentItems.appointmentId, kind: appointmentItems.kind, itemId: appointmentItems.itemId, parent: appointmentItems.parentServiceId })
        .from(appointmentItems)
        .where(inArray(appointmentItems.appointmentId, ids))
        .orderBy(asc(appointmentItems.position))
    : [];
  return rows.map(({ nameEn, nameEs, firstName, lastName, pedicureType, ...row }) => {
    const serviceIds = items
      .filter((item) => item.appointmentId === row.id && item.kind !== "removal")
      .map((item) => (item.kind === "option" ? item.parent : item.itemId))
      .filter((id): id is string => Boolean(id));
    return {
      ...row,
      serviceIds: serviceIds.length ? [...new Set(serviceIds)] : [row.serviceId],
      service: { nameEn, nameEs },
      customerName: shortName(firstName, lastName),
      pedicureType: pedicureTypeKey(pedicureType),
    };
  });
}

export async function readLiveBoard(db: Db, now: Date): Promise<LiveBoard> {
  const dates = boardDates(now);
  const [staff, appointmentRows, availability] = await Promise.all([
    listActiveStaff(db),
    boardAppointments(db, dates),
    Promise.all(dates.map((date) => staffAvailabilityOn(db, date))),
  ]);
  return {
    today: dates[0],
    now: salonClock(now),
    staff,
    days: dates.map((date, index) => ({
      date,
      availability: availability[index],
      appointments: appointmentRows.filter((appointment) => appointment.appointmentDate === date),
    })),
  };
}
