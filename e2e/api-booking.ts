/**
 * Booking through the API for the live-board tests: finds a time still free on the board's days with the
 * booking page's own rules (no trial bookings, which would count against the rate limit) and books it.
 */
import type { APIRequestContext } from "playwright-core";
import type { BookingRequest, BookingResponse, LiveBoard, OccupiedSlot, PublicStaff, StaffAvailabilityRecord } from "@shared/api";
import { intersectStaff, slotGrid } from "@shared/booking-rules";
import { bookableDates } from "@shared/time";

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
}

export const LASH_LIFTING: Booking = { services: [{ serviceId: "lash-lifting" }], durationMinutes: 120 };

/**
 * The first time still free for `booking` on the board's days (or only on `onDate`), checked with the
 * booking page's own rules.
 */
export async function freeSlot(booking: Booking, context: APIRequestContext, onDate?: string): Promise<{ date: string; time: string }> {
  const board = await getJson<LiveBoard>(context, "/api/live-board");
  const shown = board.days.map((day) => day.date).filter((date) => onDate === undefined || date === onDate);
  const qualified = intersectStaff(
    await Promise.all(
      booking.services.map(async ({ serviceId }) =>
        (await getJson<PublicStaff[]>(context, `/api/staff-for-service/${serviceId}`)).map((member) => member.id),
      ),
    ),
  );
  for (const date of bookableDates(new Date()).filter((candidate) => shown.includes(candidate))) {
    const [availability, appointments] = await Promise.all([
      getJson<StaffAvailabilityRecord[]>(context, `/api/staff-availability/${date}`),
      getJson<OccupiedSlot[]>(context, `/api/appointments/availability/${date}`),
    ]);
    const grid = slotGrid({ date, now: new Date(), durationMinutes: booking.durationMinutes, qualifiedStaffIds: qualified, availability, appointments });
    const slot = grid.find((candidate) => candidate.available);
    if (slot) return { date, time: slot.time };
  }
  throw new Error(`no free time for ${booking.services.map((service) => service.serviceId).join("+")} on ${shown.join(", ")}`);
}

export async function book(
  booking: Booking,
  context: APIRequestContext,
  customerName: string,
  onDate?: string,
): Promise<BookingResponse & { email: string; phone: string }> {
  const { date, time } = await freeSlot(booking, context, onDate);
  const ascii = customerName.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  const email = `${ascii.toLowerCase().replace(/\s+/g, ".")}@example.com`;
  const phone = "+1 619 555 0177";
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
      locale: "es",
    } satisfies BookingRequest,
  });
  if (response.status() !== 201) throw new Error(`booking ${customerName} answered ${response.status()}: ${await response.text()}`);
  return { ...((await response.json()) as BookingResponse), email, phone };
}
