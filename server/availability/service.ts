import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { OccupiedSlot, StaffAvailabilityRecord } from "@shared/api";
import { heldMinutes, NON_BLOCKING_STATUSES, type HoldingAppointment } from "@shared/booking-rules";
import { appointments } from "@shared/schema";
import { type HeldVisit, heldParts } from "@shared/visit-slots";
import type { Db } from "../infra/db/database";
import { availabilityRecordsOn } from "./staff-days";

/**
 * The time held on a date, with nothing about who booked it, from the appointments' rows in start order:
 * one slot per one-manicurist visit and one per part of a visit of several (two at once for parts done
 * together), as the booking decision counts them (`heldParts`), so the page's grid offers what the server
 * takes.
 */
export function toOccupiedSlots(rows: readonly (HoldingAppointment & Pick<HeldVisit, "segments">)[]): OccupiedSlot[] {
  const held = heldParts(rows.map((row) => ({ appointmentTime: row.appointmentTime, totalDuration: heldMinutes(row), status: row.status, segments: row.segments })));
  // A later part of a visit comes after its visit's row; the answer stays in start order (a stable sort).
  return held.sort((a, b) => a.appointmentTime.localeCompare(b.appointmentTime));
}

/** The booking page's reads of a date, as prepared statements (planned once per connection). */
export function prepareAvailabilityReads(db: Db) {
  const appointmentsOn = db
    .select({
      appointmentTime: appointments.appointmentTime,
      totalDuration: appointments.totalDuration,
      status: appointments.status,
      actualEndTime: appointments.actualEndTime,
      segments: sql<HeldVisit["segments"]>`(SELECT coalesce(json_agg(json_build_object('startOffsetMinutes', s.start_offset_minutes,
        'durationMinutes', s.duration_minutes) ORDER BY s.position), '[]') FROM appointment_segments s WHERE s.appointment_id = ${appointments.id})`,
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
