import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import { NON_BLOCKING_STATUSES } from "@shared/booking-rules";
import { appointments, staff, staffServices, users } from "@shared/schema";
import { staffDaysOn } from "../availability/staff-days";
import type { DbOrTx } from "../infra/db/database";
import type { Day } from "./decision";

/**
 * Reads what deciding a booking of `date` needs: each active member's day, the appointments holding time
 * on it with whom they are for, and who is qualified for each of `serviceIds`. Called under the date's
 * lock, so it sees the date exactly as the last booking of it left it.
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
    })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.userId))
    .where(and(eq(appointments.appointmentDate, date), notInArray(appointments.status, [...NON_BLOCKING_STATUSES])))
    .orderBy(asc(appointments.appointmentTime), asc(appointments.id));
  const qualified = await tx
    .select({ serviceId: staffServices.serviceId, staffId: staffServices.staffId })
    .from(staffServices)
    .innerJoin(staff, eq(staff.id, staffServices.staffId))
    .where(and(eq(staff.active, true), inArray(staffServices.serviceId, [...serviceIds])));
  return {
    staffDays,
    appointments: held.map(({ id, appointmentDate, appointmentTime, totalPrice, totalDuration, status, ...who }) => ({
      ...who,
      appointmentTime,
      totalDuration,
      status,
      booking: { id, appointmentDate, appointmentTime, totalPrice, totalDuration, status },
    })),
    qualified: qualified.map(({ serviceId, staffId }): [string, number] => [serviceId, staffId]),
  };
}
