import { and, asc, eq, notInArray } from "drizzle-orm";
import type { OccupiedSlot, StaffAvailabilityRecord } from "@shared/api";
import { NON_BLOCKING_STATUSES } from "@shared/booking-rules";
import { DEFAULT_APPOINTMENT_DURATION } from "@shared/catalogue";
import { appointments, staff, staffAvailability } from "@shared/schema";
import { toMinutes } from "@shared/time";
import type { DbOrTx } from "../db/database";

export async function staffAvailabilityOn(db: DbOrTx, date: string): Promise<StaffAvailabilityRecord[]> {
  const rows = await db
    .select({
      staffId: staffAvailability.staffId,
      date: staffAvailability.availableDate,
      isPunchedIn: staffAvailability.isPunchedIn,
      startTime: staffAvailability.startTime,
      endTime: staffAvailability.endTime,
      breakStartTime: staffAvailability.breakStartTime,
    })
    .from(staffAvailability)
    .innerJoin(staff, eq(staff.id, staffAvailability.staffId))
    .where(and(eq(staffAvailability.availableDate, date), eq(staff.active, true)))
    .orderBy(asc(staffAvailability.staffId));
  return rows;
}

/**
 * How long an appointment holds its slot. A completed one whose real end was recorded ("Complete Now")
 * stops holding the rest of its booked time.
 */
export function occupiedMinutes(row: {
  appointmentTime: string;
  totalDuration: number | null;
  status: string;
  actualEndTime: string | null;
}): number {
  const booked = row.totalDuration && row.totalDuration > 0 ? row.totalDuration : DEFAULT_APPOINTMENT_DURATION;
  if (row.status !== "completed" || !row.actualEndTime) return booked;
  return Math.max(0, Math.min(booked, toMinutes(row.actualEndTime) - toMinutes(row.appointmentTime)));
}

/** The appointments holding time on a date, with nothing about who booked them. */
export async function occupiedSlotsOn(db: DbOrTx, date: string): Promise<OccupiedSlot[]> {
  const rows = await db
    .select({
      appointmentTime: appointments.appointmentTime,
      totalDuration: appointments.totalDuration,
      status: appointments.status,
      actualEndTime: appointments.actualEndTime,
    })
    .from(appointments)
    .where(and(eq(appointments.appointmentDate, date), notInArray(appointments.status, [...NON_BLOCKING_STATUSES])))
    .orderBy(asc(appointments.appointmentTime));
  // A job finished before it really began holds nothing; left in, a zero duration would read as the 60-minute default.
  return rows
    .map((row) => ({ appointmentTime: row.appointmentTime, totalDuration: occupiedMinutes(row), status: row.status }))
    .filter((slot) => slot.totalDuration > 0);
}
