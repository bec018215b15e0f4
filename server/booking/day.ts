import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { NON_BLOCKING_STATUSES } from "@shared/booking-rules";
import { appointments, staff, staffServices, users } from "@shared/schema";
import type { StoredSegment } from "@shared/visit-api";
import { visitSegments } from "@shared/visit-api";
import { staffDaysOn } from "../availability/staff-days";
import type { DbOrTx } from "../infra/db/database";
import type { Day } from "./decision";

/**
 * Reads what deciding a booking of `date` needs: each active member's day, the appointments holding time
 * on it with whom they are for and their parts, and who is qualified for each of `serviceIds`. Called
 * under the date's lock, so it sees the date exactly as the last booking of it left it.
 */
export async function readDay(tx: DbOrTx, date: string, serviceIds: readonly string[]): Promise<Day> {
  const staffDays = (await staffDaysOn(tx, [date])).get(date) ?? [];
  const held = await tx
    .select({
      id: appointments.id,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      totalPrice: appointments.totalPrice,
      totalDuration: appointments.totalDuration,
      status: appointments.status,
      actualEndTime: appointments.actualEndTime,
      staffId: appointments.staffId,
      contactName: appointments.contactName,
      contactPhone: appointments.contactPhone,
      email: users.email,
      // A visit's parts and its services ride along on the same read, so a booking still reads its date once.
      segments: sql<StoredSegment[]>`(SELECT coalesce(json_agg(json_build_object('position', s.position,
        'startOffsetMinutes', s.start_offset_minutes, 'durationMinutes', s.duration_minutes, 'staffId', s.staff_id,
        'serviceIds', s.service_ids) ORDER BY s.position), '[]') FROM appointment_segments s WHERE s.appointment_id = ${appointments.id})`,
      serviceIds: sql<string[]>`(SELECT coalesce(array_agg(booked.service_id ORDER BY booked.first), '{}') FROM (
        SELECT coalesce(i.parent_service_id, i.item_id) AS service_id, min(i.position) AS first FROM appointment_items i
        WHERE i.appointment_id = ${appointments.id} AND i.kind IN ('service', 'option') GROUP BY 1) booked)`,
    })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.userId))
    .where(and(eq(appointments.appointmentDate, date), notInArray(appointments.status, [...NON_BLOCKING_STATUSES])))
    .orderBy(asc(appointments.appointmentTime), asc(appointments.id));
  const qualified = await qualifiedFor(tx, serviceIds);
  return {
    staffDays,
    appointments: held.map(({ id, appointmentDate, appointmentTime, totalPrice, totalDuration, status, segments, serviceIds, ...who }) => ({
      ...who,
      appointmentTime,
      totalDuration,
      status,
      segments,
      booking: {
        id,
        appointmentDate,
        appointmentTime,
        totalPrice,
        totalDuration,
        status,
        segments: visitSegments({ appointmentTime, totalDuration, staffId: who.staffId, serviceIds }, segments),
      },
    })),
    qualified: qualified.map(({ serviceId, staffId }): [string, number] => [serviceId, staffId]),
  };
}

/** Who among the active staff is qualified for each of `serviceIds`: one row per service and member. */
export async function qualifiedFor(tx: DbOrTx, serviceIds: readonly string[]): Promise<Array<{ serviceId: string; staffId: number }>> {
  if (serviceIds.length === 0) return [];
  return tx
    .select({ serviceId: staffServices.serviceId, staffId: staffServices.staffId })
    .from(staffServices)
    .innerJoin(staff, eq(staff.id, staffServices.staffId))
    .where(and(eq(staff.active, true), inArray(staffServices.serviceId, [...serviceIds])));
}
