/**
 * Booking through the API for browser tests: finds a time still free with the booking page's own rules
 * (no trial bookings, which would count against the rate limit) and books it.
 */
import type { APIRequestContext } from "playwright-core";
import type { BookingRequest, BookingResponse, LiveBoard, OccupiedSlot, PublicStaff, StaffAvailabilityRecord } from "@shared/api";
import { intersectStaff, slotGrid } from "@shared/booking-rules";
import type { Locale } from "@shared/schema";
import { bookableDates } from "@shared/time";
import { areasOf, planVisit, type VisitPlan } from "@shared/visit-plan";
import { visitSlotGrid } from "@shared/visit-slots";

export async function getJson<T>(context: APIRequestContext, url: string): Promise<T> {
  const response = await context.get(url);
  if (!response.ok()) throw new Error(`GET ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface Booking {
  services: BookingRequest["services"];
  /** What the server will block for it, to find a free time without trial bookings (they count against the rate limit). */
  durationMinutes: number;
  needsAcrylicRemoval?: boolean;
  needsGelishRemoval?: boolean;
  pedicureType?: string;
  /**
   * Each service's own minutes, for a visit nobody does all of: its free time is then found on the grid of
   * the visit planned as the server plans it (one part per manicurist's services).
   */
  serviceMinutes?: readonly number[];
}

export const LASH_LIFTING: Booking = { services: [{ serviceId: "lash-lifting" }], durationMinutes: 120 };
/** Three demo manicurists do gel polish in an hour: room for the tests that need a booking, not Camila's day. */
export const GEL_POLISH: Booking = { services: [{ serviceId: "gelish" }], durationMinutes: 60 };

/** Lash lifting then an express pedicure: no demo manicurist does both, so the visit is two parts, one after the other. */
export const LASHES_THEN_PEDICURE: Booking = {
  services: [{ serviceId: "lash-lifting" }, { serviceId: "2", optionIds: ["pedicure-express"] }],
  durationMinutes: 170,
  serviceMinutes: [120, 50],
};

/** The bookable days among those the live board shows (today and the next two open days). */
export async function boardDays(context: APIRequestContext): Promise<string[]> {
  const shown = (await getJson<LiveBoard>(context, "/api/live-board")).days.map((day) => day.date);
  return bookableDates(new Date()).filter((date) => shown.includes(date));
}

function visitPlanOf(booking: Booking, minutes: readonly number[], staffPerService: readonly number[][]): VisitPlan {
  const services = booking.services.map(({ serviceId, optionIds }, index) => ({
    serviceId,
    minutes: minutes[index],
    areas: areasOf(serviceId, optionIds),
    qualifiedStaffIds: staffPerService[index],
  }));
  const planned = planVisit(services, { removalMinutes: 0, totalMinutes: booking.durationMinutes });
  if (!planned.ok) throw new Error(`the server would refuse ${booking.services.map((service) => service.serviceId).join("+")}: ${planned.refusal}`);
  return planned.plan;
}

/** The slot grid `booking` gets on `date` right now, computed with the booking page's own rules. */
export async function slotGridFor(booking: Booking, context: APIRequestContext, date: string): Promise<Array<{ time: string; available: boolean }>> {
  const staffPerService = await Promise.all(
    booking.services.map(async ({ serviceId }) => (await getJson<PublicStaff[]>(context, `/api/staff-for-service/${serviceId}`)).map((member) => member.id)),
  );
  const [availability, appointments] = await Promise.all([
    getJson<StaffAvailabilityRecord[]>(context, `/api/staff-availability/${date}`),
    getJson<OccupiedSlot[]>(context, `/api/appointments/availability/${date}`),
  ]);
  if (booking.serviceMinutes) {
    const plan = visitPlanOf(booking, booking.serviceMinutes, staffPerService);
    return visitSlotGrid({ date, now: new Date(), plan, availability, appointments });
  }
  const qualifiedStaffIds = intersectStaff(staffPerService);
  return slotGrid({ date, now: new Date(), durationMinutes: booking.durationMinutes, qualifiedStaffIds, availability, appointments });
}

/** The first time still free for `booking` on `dates`, tried in that order, checked with the booking page's own rules. */
export async function freeSlot(booking: Booking, context: APIRequestContext, dates: readonly string[]): Promise<{ date: string; time: string }> {
  for (const date of dates) {
    const slot = (await slotGridFor(booking, context, date)).find((candidate) => candidate.available);
    if (slot) return { date, time: slot.time };
  }
  throw new Error(`no free time for ${booking.services.map((service) => service.serviceId).join("+")} on ${dates.join(", ")}`);
}

export interface BookOptions {
  /** The days to book on, the first with room winning; every bookable day from today by default. */
  dates?: readonly string[];
  phone?: string;
  locale?: Locale;
}

/**
 * Books `booking` at the first free time. Browser test files run side by side on one server, so a time
 * another file takes between the look and the booking (a 409) sends it looking again.
 */
export async function book(
  booking: Booking,
  context: APIRequestContext,
  customerName: string,
  { dates = bookableDates(new Date()), phone = "+1 619 555 0177", locale = "es" }: BookOptions = {},
): Promise<BookingResponse & { email: string; phone: string }> {
  const ascii = customerName.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  const email = `${ascii.toLowerCase().replace(/\s+/g, ".")}@example.com`;
  for (let attempt = 1; ; attempt += 1) {
    const { date, time } = await freeSlot(booking, context, dates);
    const response = await context.post("/api/appointments/public", {
      data: {
        services: booking.services,
        appointmentDate: date,
        appointmentTime: time,
        customerName,
        customerEmail: email,
        customerPhone: phone,
        needsAcrylicRemoval: booking.needsAcrylicRemoval ?? false,
        needsGelishRemoval: booking.needsGelishRemoval ?? false,
        pedicureType: booking.pedicureType ?? null,
        locale,
      } satisfies BookingRequest,
    });
    if (response.status() === 201) return { ...((await response.json()) as BookingResponse), email, phone };
    if (response.status() !== 409 || attempt === 3) {
      throw new Error(`booking ${customerName} answered ${response.status()}: ${await response.text()}`);
    }
  }
}
