import type { BookingResponse } from "@shared/api";
import { type HoldingAppointment, heldMinutes, STAFF_NOT_FREE_MESSAGE } from "@shared/booking-rules";
import type { ResolvedStaffDay } from "@shared/schedule";
import type { StoredSegment } from "@shared/visit-api";
import { PLAN_REFUSAL_MESSAGES, planPricedVisit, type VisitPlan } from "@shared/visit-plan";
import { assignedParts, heldParts, isVisitSlotAvailable, partsStaffFree } from "@shared/visit-slots";
import { AppError } from "../infra/http/errors";
import type { BookingResult } from "./idempotency";
import type { CheckedBooking } from "./request";

export const SLOT_TAKEN_MESSAGE = "This time is no longer available. Please choose another time.";
export const PART_NOT_QUALIFIED = "This manicurist does not do this part's services";
export const PARTS_CHOICE_MISMATCH = "The manicurists chosen do not match this visit's parts. Choose them again.";

/** An appointment holding time on the booked date, with whom it is for (to find the same person booking twice). */
export interface DayAppointment extends HoldingAppointment {
  staffId: number | null;
  email: string | null;
  contactName: string | null;
  contactPhone: string | null;
  /** Its parts when several manicurists share it (none for a one-manicurist visit). */
  segments: StoredSegment[];
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
 * booking, 200), the visit's plan when the time can take it (shared/visit-plan.ts: one part when one
 * manicurist can do it all, else parts for several) with the front desk's manicurist for each part, and
 * throws the refusal otherwise: a plan the services do not allow (400), a choice of manicurists that does
 * not fit the plan or one not doing her part's services (400), the time is taken (409), or a chosen
 * manicurist is not free for her part (409).
 */
export function decideBooking(booking: CheckedBooking, day: Day): BookingResult | { plan: VisitPlan; staffIds: Array<number | null> } {
  const { input } = booking;
  const same = day.appointments.find(
    (held) => held.appointmentTime === input.appointmentTime && held.email === booking.customerEmail && sameContact(held, booking.contactName, booking.phone),
  );
  if (same) return { status: 200, body: same.booking };

  const qualifiedFor = (serviceId: string) => day.qualified.filter(([id]) => id === serviceId).map(([, staffId]) => staffId);
  const services = input.services.map(({ serviceId, optionIds }) => ({ serviceId, optionIds: optionIds ?? [] }));
  const planned = planPricedVisit(services, booking.priced, qualifiedFor, input.together === true);
  if (!planned.ok) throw new AppError("BAD_REQUEST", PLAN_REFUSAL_MESSAGES[planned.refusal][input.locale]);
  const { plan } = planned;
  const staffIds = chosenStaff(booking, plan);

  const held = heldParts(day.appointments.map((row) => ({ ...row, totalDuration: heldMinutes(row) })));
  const context = { date: input.appointmentDate, now: booking.now, plan, availability: day.staffDays, appointments: held };
  if (!isVisitSlotAvailable(input.appointmentTime, context)) throw new AppError("CONFLICT", SLOT_TAKEN_MESSAGE);
  // Each chosen manicurist for her own part, against the day and the parts of this visit already given.
  if (plan.segments.length > 1 && plan.segments.some((part, index) => staffIds[index] !== null && !part.qualifiedStaffIds.includes(staffIds[index]))) {
    throw new AppError("BAD_REQUEST", PART_NOT_QUALIFIED);
  }
  if (!partsStaffFree(input.appointmentTime, plan, staffIds, day.staffDays, assignedParts(day.appointments))) throw new AppError("CONFLICT", STAFF_NOT_FREE_MESSAGE);
  return { plan, staffIds };
}

/**
 * The manicurist the front desk chose for each part of the plan (null where none): its one manicurist for
 * a one-part visit, or one per part. One manicurist for a visit of several parts (it would put the whole
 * visit on one person) and a choice per part that does not match the plan's parts are refused (400).
 */
function chosenStaff({ frontDesk, input }: CheckedBooking, plan: VisitPlan): Array<number | null> {
  const perPart = frontDesk?.segmentStaffIds ?? null;
  if (perPart !== null) {
    if (perPart.length !== plan.segments.length) throw new AppError("BAD_REQUEST", PARTS_CHOICE_MISMATCH);
    return perPart;
  }
  const staffId = frontDesk?.staffId ?? null;
  if (staffId !== null && plan.segments.length > 1) throw new AppError("BAD_REQUEST", PLAN_REFUSAL_MESSAGES.one_manicurist_chosen[input.locale]);
  return plan.segments.map(() => staffId);
}
