import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { OccupiedSlot, StaffAvailabilityRecord } from "@shared/api";
import { availabilityEntrySchema, ONLY_SUPERADMIN_CHANGES_AVAILABILITY } from "@shared/admin-api";
import { DEFAULT_STAFF_END, DEFAULT_STAFF_START, heldMinutes, NON_BLOCKING_STATUSES, type HoldingAppointment } from "@shared/booking-rules";
import { appointments, staff, staffAvailability, type User } from "@shared/schema";
import { takesWorkingTimeAway } from "@shared/schedule";
import { isBookableDate, salonDate } from "@shared/time";
import { isSuperAdminUser } from "../auth/accounts";
import type { Db } from "../infra/db/database";
import { lockAppointmentDate } from "../infra/db/locks";
import { availabilityRecordsOn, staffDaysOn } from "./staff-days";
import { AppError } from "../infra/http/errors";

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

/**
 * Saves one member's day on a date as edited (an override of their weekly schedule; one per member per
 * date). Any admin may add working time: plan a day off as working, start earlier, end later. Taking
 * working time away from the day as it stands (schedule, time off or an earlier edit) needs a superadmin:
 * customers may already have booked against those hours.
 */
export async function saveAvailability(db: Db, admin: User, body: unknown, now: Date): Promise<StaffAvailabilityRecord> {
  const entry = availabilityEntrySchema.parse(body);
  const isSuperAdmin = isSuperAdminUser(admin);
  if (!isBookableDate(entry.date, now) && !(isSuperAdmin && entry.date >= salonDate(now))) {
    throw new AppError("BAD_REQUEST", "Availability can be set from today through the next 3 days, Monday to Saturday");
  }
  const values = {
    isPunchedIn: entry.isPunchedIn,
    startTime: entry.isPunchedIn ? (entry.startTime ?? DEFAULT_STAFF_START) : null,
    endTime: entry.isPunchedIn ? (entry.endTime ?? DEFAULT_STAFF_END) : null,
    breakStartTime: entry.isPunchedIn ? (entry.breakStartTime ?? null) : null,
  };
  return db.transaction(async (tx) => {
    await lockAppointmentDate(tx, entry.date);
    const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, entry.staffId));
    if (!member) throw new AppError("NOT_FOUND", "Staff member not found");
    const current = ((await staffDaysOn(tx, [entry.date])).get(entry.date) ?? []).find((day) => day.staffId === entry.staffId) ?? null;
    if (!isSuperAdmin && takesWorkingTimeAway(current, values)) throw new AppError("FORBIDDEN", ONLY_SUPERADMIN_CHANGES_AVAILABILITY);
    const [existing] = await tx
      .select({ id: staffAvailability.id })
      .from(staffAvailability)
      .where(and(eq(staffAvailability.staffId, entry.staffId), eq(staffAvailability.availableDate, entry.date)));
    const [saved] = existing
      ? await tx
          .update(staffAvailability)
          .set({ ...values, updatedAt: now })
          .where(eq(staffAvailability.id, existing.id))
          .returning()
      : await tx
          .insert(staffAvailability)
          .values({ staffId: entry.staffId, availableDate: entry.date, ...values })
          .returning();
    return {
      staffId: saved.staffId,
      date: saved.availableDate,
      isPunchedIn: saved.isPunchedIn,
      startTime: saved.startTime,
      endTime: saved.endTime,
      breakStartTime: saved.breakStartTime,
    };
  });
}
