import { fitsStaffHours, intervalsOverlap } from "@shared/booking-rules";
import type { Appointment, AppointmentItem } from "@shared/schema";
import { toMinutes } from "@shared/time";
import { type DayContext, requiredServiceIds } from "../appointment-changes/day";

/**
 * The picker's rules: qualified for every service booked, punched in, the appointment fits their hours and
 * misses their break, and no other busy appointment of theirs overlaps it. The same on the page and when the
 * server accepts an assignment.
 */
export function assignableStaff(appointment: Appointment, items: AppointmentItem[], day: DayContext): number[] {
  const needed = requiredServiceIds(appointment, items);
  const start = toMinutes(appointment.appointmentTime);
  const end = start + appointment.totalDuration;
  return day.availability
    .filter((record) => {
      const qualified = day.qualifications.get(record.staffId);
      if (!qualified || !needed.every((id) => qualified.has(id))) return false;
      if (!record.isPunchedIn || !fitsStaffHours(record, start, appointment.totalDuration)) return false;
      return !day.busy.some(
        (other) =>
          other.id !== appointment.id &&
          other.staffId === record.staffId &&
          intervalsOverlap(start, end, toMinutes(other.appointmentTime), toMinutes(other.appointmentTime) + other.totalDuration),
      );
    })
    .map((record) => record.staffId);
}

