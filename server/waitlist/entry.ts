import { priceBooking, type BookingSelection } from "@shared/booking-rules";
import { splitName } from "@shared/names";
import { planPricedVisit, type VisitPlan } from "@shared/visit-plan";
import type { waitlistEntries } from "@shared/schema";
import type { CatalogueSnapshot } from "../catalogue/service";
import { snapshotLinesOf } from "../messages/snapshot-lines";
import type { AppointmentSnapshot } from "../messages/payloads";

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;

/** What an entry asks for, stored as a booking request would carry it (waitlist_entries.request). */
export interface WaitlistRequest {
  services: Array<{ serviceId: string; optionIds: string[] }>;
  needsAcrylicRemoval: boolean;
  needsGelishRemoval: boolean;
  pedicureType: string | null;
  /** Hands and feet at the same time by two manicurists, as the booking page's choice; absent in entries from before it. */
  together?: boolean;
}

export function requestOf(entry: Pick<WaitlistEntry, "request">): WaitlistRequest {
  return entry.request as WaitlistRequest;
}

export type PricedRequest = Extract<ReturnType<typeof priceBooking>, { ok: true }>;

/** The entry's services priced from today's catalogue: null when they can no longer be booked as asked (a service withdrawn). */
export function priceRequest(request: BookingSelection, catalogue: CatalogueSnapshot): PricedRequest | null {
  const priced = priceBooking(request, catalogue);
  return priced.ok ? priced : null;
}

/**
 * The visit an entry would book, planned as a booking of it would be (server/booking/decision.ts): one
 * manicurist, parts nobody does alone, or hands and feet at once as asked. Null when it cannot be planned
 * today (at once no longer possible with these services or people).
 */
export function planRequest(request: WaitlistRequest, priced: PricedRequest, qualifiedFor: (serviceId: string) => number[]): VisitPlan | null {
  const planned = planPricedVisit(request.services, priced, qualifiedFor, request.together === true);
  return planned.ok ? planned.plan : null;
}

/** What a waitlist email says about the time (offered, or for a confirmation the first date asked for). */
export function waitlistSnapshot(
  entry: Pick<WaitlistEntry, "customerName">,
  place: { date: string; time: string },
  priced: PricedRequest,
  catalogue: CatalogueSnapshot,
  durationMinutes = priced.totalDuration,
): AppointmentSnapshot {
  const { firstName, lastName } = splitName(entry.customerName);
  return {
    appointmentId: 0,
    date: place.date,
    time: place.time,
    durationMinutes,
    totalPrice: priced.totalPrice,
    lines: snapshotLinesOf(priced.items, catalogue.serviceById),
    customer: { firstName, lastName },
    staff: null,
  };
}

/** The public booking request an entry makes for a time of its date (the claim of an offer books exactly this). */
export function bookingBodyOf(entry: WaitlistEntry, time: string) {
  return {
    ...requestOf(entry),
    appointmentDate: entry.date,
    appointmentTime: time,
    customerName: entry.customerName,
    customerEmail: entry.customerEmail,
    customerPhone: entry.customerPhone,
    locale: entry.locale,
  };
}
