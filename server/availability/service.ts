import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { OccupiedSlot, StaffAvailabilityRecord } from "@shared/api";
import { heldMinutes, NON_BLOCKING_STATUSES, type HoldingAppointment } from "@shared/booking-rules";
import { appointments } from "@shared/schema";
import type { Db } from "../infra/db/database";
import { availabilityRecordsOn } from "./staff-days";

/** The appointments holding time on a date, with nothing about who booked them, from their rows in start order. */
export function toOccupiedSlots(rows: readonly HoldingAppointment[]): OccupiedSlot[] {
  // A job finished before it really began holds nothing; left in, a zero duration would read as the 60-minute default.
  return rows
    .map((row) => ({ appointmentTime: row.appointmentTime, totalDuration: heldMinutes(row), status: row.status }))
    .filter((slot) => slot.totalDuration > 0);
}

/** The booking page's reads of a date, as prepared statements (planned once per connection). */
export function prepareAvailabilityReads(db: Db) {
  const appointmentsOn = db
    .select({
      appointmentTime: appointments.appointmentTime,
      totalDuration: appointments.totalDuration,
      status: appointments.status,
      actualEndTime: appointments.actualEndTime,
    })
    .from(appointments)
    .where(and(eq(appointments.appointmentDate, sql.placeholder("date")), notInArray(appointments.status, [...NON_BLOCKING_STATUSES])))
    .orderBy(asc(appointments.appointmentTime))
    .prepare("occupied_slots_on");
  return {
    staffAvailabilityOn: (date: string): Promise<StaffAvailabilityRecord[]> => availabilityRecordsOn(db, date),
    occupiedSlotsOn: async (date: string): Promise<OccupiedSlot[]> => toOccupiedSlots(await appointmentsOn.execute({ date })),
  };
}
