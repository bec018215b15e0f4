import type { BookingResponse } from "@shared/api";
import { NO_COMMON_STAFF_MESSAGES } from "@shared/booking-messages";
import { assignedBookings, type HoldingAppointment, intersectStaff, isSlotAvailable, isStaffFreeAt, STAFF_NOT_FREE_MESSAGE } from "@shared/booking-rules";
import type { ResolvedStaffDay } from "@shared/schedule";
import { toOccupiedSlots } from "../availability/service";
import { AppError } from "../infra/http/errors";
import type { BookingResult } from "./idempotency";
import type { CheckedBooking } from "./request";

export const SLOT_TAKEN_MESSAGE = "This time is no longer available. Please choose another time.";

/** An appointment holding time on the booked date, with whom it is for (to find the same person booking twice). */
export interface DayAppointment extends HoldingAppointment {
  staffId: number | null;
  email: string | null;
  contactName: string | null;
  contactPhone: string | null;
  /** The appointment as a booking answers with it. */
  booking: BookingResponse;
}

/** The booked date as read under its lock: everything the decision needs from the database. */
export interface Day {
  /** Each active member's day on the date (members with nothing planned left out). */
  staffDays: ResolvedStaffDay[];
  /** The appointments that hold time on the date. */
  appointments: DayAppointment[];
  /** For each chosen service, the active staff qualified for it: [serviceId, staffId] pairs. */
  qualified: [string, number][];
}

/**
 * The same person: names equal ignoring case and spacing, phones equal in their last ten digits (the
 * national number in the US and in Mexico, with or without the country code).
 */
function sameContact(held: { contactName: string | null; contactPhone: string | null }, name: string, phone: string): boolean {
  const fold = (value: string) => value.trim().replace(/\s+/g, " ").toLocaleLowerCase("es");
  const digits = (value: string) => value.replace(/\D/g, "").slice(-10);
  return held.contactName !== null && held.contactPhone !== null && fold(held.contactName) === fold(name) && digits(held.contactPhone) === digits(phone);
}

/**
 * Decides a booking against its date as it stands under the date's lock, with the same shared rules the
 * booking page uses. Returns the answer when the same person already holds that time (their first
 * booking, 200), "book" when the slot can take it, and throws the refusal otherwise: no manicurist does
 * every chosen service (422), the slot is taken (409), or the chosen manicurist is not free (409).
 */
export function decideBooking(booking: CheckedBooking, day: Day): BookingResult | "book" {
  const { input, frontDesk } = booking;
  const same = day.appointments.find(
    (held) => held.appointmentTime === input.appointmentTime && held.email === booking.customerEmail && sameContact(held, booking.contactName, booking.phone),
  );
  if (same) return { status: 200, body: same.booking };

  const qualifiedPerService = booking.serviceIds.map((id) => day.qualified.filter(([serviceId]) => serviceId === id).map(([, staffId]) => staffId));
  const qualifiedStaffIds = intersectStaff(qualifiedPerService);
  if (qualifiedStaffIds.length === 0 && qualifiedPerService.every((staffIds) => staffIds.length > 0)) {
    throw new AppError("UNPROCESSABLE", NO_COMMON_STAFF_MESSAGES[input.locale]);
  }
  const context = {
    date: input.appointmentDate,
    now: booking.now,
    durationMinutes: booking.priced.totalDuration,
    qualifiedStaffIds,
    availability: day.staffDays,
    appointments: toOccupiedSlots(day.appointments),
  };
  if (!isSlotAvailable(input.appointmentTime, context)) throw new AppError("CONFLICT", SLOT_TAKEN_MESSAGE);
  const chosenStaffId = frontDesk?.staffId ?? null;
  if (chosenStaffId !== null && !isStaffFreeAt(input.appointmentTime, chosenStaffId, context, assignedBookings(day.appointments))) {
    throw new AppError("CONFLICT", STAFF_NOT_FREE_MESSAGE);
  }
  return "book";
}
