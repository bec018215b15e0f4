import type { z } from "zod";
import { bookingRequestSchema, INVALID_PHONE } from "@shared/api";
import { priceBooking } from "@shared/booking-rules";
import { splitName } from "@shared/names";
import { toE164 } from "@shared/phone";
import { FRONT_DESK_WINDOW_DAYS, isBookableDate, isFrontDeskDate, SLOT_TIMES } from "@shared/time";
import type { CatalogueSnapshot } from "../catalogue/service";
import { AppError } from "../infra/http/errors";
import { type ServiceLine, serviceLinesOf, withoutServices } from "../messages/snapshot-lines";
import type { EmailPayload } from "../messages/payloads";

export type BookingInput = z.output<typeof bookingRequestSchema>;

/**
 * What the front desk adds to a booking: a chosen manicurist for the visit, or for a visit of several
 * parts one per part in part order (null: nobody yet), and whether it is confirmed at once.
 */
export interface FrontDeskChoice {
  staffId: number | null;
  segmentStaffIds: Array<number | null> | null;
  confirmed: boolean;
}

/** A public booking held while its customer pays a deposit or saves a card (server/payments/). */
export interface PaymentHold {
  expiresAt: Date;
}

/** A booking request parsed, checked and priced: everything its decision and its write need. */
export interface CheckedBooking {
  input: BookingInput;
  /** Null for a booking from the public booking page. */
  frontDesk: FrontDeskChoice | null;
  /** Set when the slot is held as awaiting_payment: no email until the payment confirms it. */
  hold?: PaymentHold | null;
  idempotencyKey: string | null;
  /** The request's digest (requestDigest), stored with its Idempotency-Key. */
  digest: string;
  now: Date;
  /** Null for a front desk booking of a caller without an email: they get no emails. */
  customerEmail: string | null;
  /** The name as typed, its spaces tidied: it is kept on the appointment and compared to find the same person. */
  contactName: string;
  firstName: string;
  lastName: string;
  /** E.164. */
  phone: string;
  serviceIds: string[];
  priced: Extract<ReturnType<typeof priceBooking>, { ok: true }>;
  /** The "booking received" email's payload; the write fills in the appointment's id (and a visit of several parts, its parts). */
  email: EmailPayload;
  /** The email's lines with their services, from which the write tells a visit of several parts part by part. */
  lines: ServiceLine[];
}

/**
 * Checks a parsed request against everything that needs no lock: the phone number, the booking window
 * (the front desk's is longer), the slot times, and the price from the catalogue.
 */
export function checkBooking(
  request: { input: BookingInput; frontDesk: FrontDeskChoice | null; hold?: PaymentHold | null; idempotencyKey: string | null; digest: string },
  catalogue: CatalogueSnapshot,
  now: Date,
): CheckedBooking {
  const { input, frontDesk } = request;
  const phone = toE164(input.customerPhone);
  if (!phone) throw new AppError("BAD_REQUEST", INVALID_PHONE);
  if (frontDesk) {
    if (!isFrontDeskDate(input.appointmentDate, now)) {
      throw new AppError("BAD_REQUEST", `The front desk books from today through the next ${FRONT_DESK_WINDOW_DAYS} days, Monday to Saturday`);
    }
  } else if (!isBookableDate(input.appointmentDate, now)) {
    throw new AppError("BAD_REQUEST", "Appointments can be booked from today through the next 3 days, Monday to Saturday");
  }
  if (!SLOT_TIMES.includes(input.appointmentTime)) {
    throw new AppError("BAD_REQUEST", "Appointments start on the half hour between 09:00 and 20:30");
  }

  const priced = priceBooking(
    {
      services: input.services.map(({ serviceId, optionIds }) => ({ serviceId, optionIds })),
      needsAcrylicRemoval: input.needsAcrylicRemoval,
      needsGelishRemoval: input.needsGelishRemoval,
      pedicureType: input.pedicureType,
    },
    catalogue,
  );
  if (!priced.ok) throw new AppError("BAD_REQUEST", priced.error.message);

  // A lone UTF-16 surrogate cannot be stored (PostgreSQL text would get U+FFFD, JSON refuses it): it becomes U+FFFD here, once.
  const contactName = input.customerName.trim().replace(/\s+/g, " ").replace(/\p{Surrogate}/gu, "\uFFFD");
  const { firstName, lastName } = splitName(contactName);
  const lines = serviceLinesOf(priced.items, catalogue.serviceById);
  return {
    ...request,
    now,
    customerEmail: input.customerEmail.toLowerCase() || null,
    contactName,
    firstName,
    lastName,
    phone,
    serviceIds: input.services.map((service) => service.serviceId),
    priced,
    email: {
      appointment: {
        appointmentId: 0,
        date: input.appointmentDate,
        time: input.appointmentTime,
        durationMinutes: priced.totalDuration,
        totalPrice: priced.totalPrice,
        lines: withoutServices(lines),
        customer: { firstName, lastName },
        staff: null,
      },
      issuedAt: now.toISOString(),
    },
    lines,
  };
}

/** A front desk booking with "confirmed" ticked and a manicurist for every part (`staffIds`, the decision's) is confirmed at once. */
export const confirmedAtOnce = (booking: CheckedBooking, staffIds: ReadonlyArray<number | null>): boolean =>
  booking.frontDesk?.confirmed === true && staffIds.every((staffId) => staffId !== null);
