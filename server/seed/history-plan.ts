/**
 * What the generated history is made of, decided in TypeScript before PostgreSQL writes it: the bookings a
 * client can make (priced by the booking rules from the salon's own catalogue), the manicurists, and the
 * fixed places ("lanes") in each manicurist's day that a generated appointment may take. Lanes never
 * overlap, and each is long enough for every booking put in it, so no manicurist is ever double-booked
 * and every appointment fits her hours.
 */
import { priceBooking, type BookingSelection, type Catalogue, type LineItem } from "@shared/booking-rules";
import { DEMO_STAFF } from "./seed";

/** The bookings a generated appointment is one of, with how often each is chosen (relative weights). */
export const HISTORY_BOOKINGS: Array<{ weight: number; selection: BookingSelection }> = [
  { weight: 24, selection: { services: [{ serviceId: "1", optionIds: ["acrylic-length-4", "acrylic-technique-acrylic", "acrylic-type-fill"] }] } },
  { weight: 14, selection: { services: [{ serviceId: "1", optionIds: ["acrylic-length-6", "acrylic-technique-soft-gel", "acrylic-type-new-set"] }] } },
  { weight: 10, selection: { services: [{ serviceId: "1", optionIds: ["acrylic-length-minis", "acrylic-technique-polygel", "acrylic-type-repair"] }] } },
  { weight: 8, selection: { services: [{ serviceId: "2" }], pedicureType: "pedicure-express" } },
  { weight: 8, selection: { services: [{ serviceId: "2" }, { serviceId: "esmalte", optionIds: ["polish-feet"] }], pedicureType: "pedicure-deep" } },
  { weight: 5, selection: { services: [{ serviceId: "2" }], pedicureType: "pedicure-jelly", needsGelishRemoval: true } },
  { weight: 10, selection: { services: [{ serviceId: "gelish" }], needsGelishRemoval: true } },
  { weight: 3, selection: { services: [{ serviceId: "esmalte", optionIds: ["polish-hands"] }] } },
  { weight: 5, selection: { services: [{ serviceId: "acripie" }, { serviceId: "brillo" }] } },
  { weight: 6, selection: { services: [{ serviceId: "3", optionIds: ["lash-classic"] }] } },
  { weight: 3, selection: { services: [{ serviceId: "3", optionIds: ["lash-volume"] }] } },
  { weight: 6, selection: { services: [{ serviceId: "lash-lifting" }] } },
  { weight: 3, selection: { services: [{ serviceId: "lash-lifting-rimel" }] } },
  { weight: 10, selection: { services: [{ serviceId: "cejas", optionIds: ["brow-design"] }, { serviceId: "6", optionIds: ["wax-eyebrow"] }] } },
  { weight: 5, selection: { services: [{ serviceId: "6", optionIds: ["wax-underarm"] }] } },
];

/** A busy salon books about 48 appointments a day; the demo four and these eight manicurists take them. */
export const HISTORY_STAFF = [
  ["Lucía Fernández", "lucia", ["1", "2", "gelish", "esmalte", "brillo", "acripie", "retiro-ruber", "ruber"]],
  ["Mariana Ortiz", "mariana", ["1", "2", "gelish", "esmalte", "brillo", "acripie"]],
  ["Renée Dubois", "renee", ["3", "lash-lifting", "lash-lifting-rimel", "cejas", "6"]],
  ["Jimena Núñez", "jimena", ["2", "gelish", "esmalte", "brillo", "cejas", "6"]],
  ["Paula Ibáñez", "paula", ["1", "gelish", "esmalte", "brillo", "acripie"]],
  ["Grace Kim", "grace", ["3", "lash-lifting", "lash-lifting-rimel", "cejas"]],
  ["Inés Castañeda", "ines", ["2", "esmalte", "gelish", "6", "cejas"]],
  ["Zoë Chen", "zoe", ["1", "2", "gelish", "esmalte", "brillo", "acripie", "6"]],
].map(([name, handle, serviceIds]) => ({
  nameEn: name as string,
  nameEs: name as string,
  email: `${handle as string}@example.com`,
  specialty: null,
  photoUrl: null,
  serviceIds: serviceIds as string[],
}));

/** The history staff's week: Monday to Saturday, 09:00–19:00 without a set break. */
export const HISTORY_WEEK = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: "09:00", endTime: "19:00", breakStartTime: null }));

/** Places in a day: a start and the longest booking it may hold. */
interface Lane {
  start: string;
  maxDuration: number;
}
/** 09:00–18:00 with the 12:00–12:30 break (DEMO_WEEK). */
const DEMO_LANES: Lane[] = [
  { start: "09:00", maxDuration: 180 },
  { start: "12:30", maxDuration: 120 },
  { start: "14:30", maxDuration: 120 },
  { start: "16:30", maxDuration: 90 },
];
/** 09:00–19:00 (HISTORY_WEEK). */
const HISTORY_LANES: Lane[] = ["09:00", "11:00", "13:00", "15:00", "17:00"].map((start) => ({ start, maxDuration: 120 }));

export interface HistoryBooking {
  no: number;
  serviceId: string;
  totalPrice: number;
  totalDuration: number;
  pedicureType: string | null;
  needsGelishRemoval: boolean;
  items: Array<LineItem & { position: number }>;
  required: string[];
  weight: number;
}

/** Prices every history booking with the booking rules; a booking the catalogue no longer allows is an error. */
export function historyBookings(catalogue: Catalogue): HistoryBooking[] {
  return HISTORY_BOOKINGS.map(({ weight, selection }, index) => {
    const priced = priceBooking(selection, catalogue);
    if (!priced.ok) throw new Error(`History booking ${index + 1} is not bookable: ${priced.error.message}`);
    return {
      no: index + 1,
      serviceId: selection.services[0].serviceId,
      totalPrice: priced.totalPrice,
      totalDuration: priced.totalDuration,
      pedicureType: priced.pedicureType,
      needsGelishRemoval: Boolean(selection.needsGelishRemoval),
      items: priced.items.map((item, position) => ({ ...item, position })),
      required: selection.services.map((service) => service.serviceId),
      weight,
    };
  });
}

export interface LaneChoice {
  staffId: number;
  lane: number;
  start: string;
  bookingNo: number;
  /** The booking is chosen when a lane's random number falls in [low, high). */
  low: number;
  high: number;
}

/**
 * For each manicurist's lane, the bookings she is qualified for that fit it, each with its share of [0, 1)
 * by weight. A lane without any is left out.
 */
export function laneChoices(members: Array<{ id: number; email: string | null; serviceIds: Set<string> }>, bookings: HistoryBooking[]): LaneChoice[] {
  const demoEmails = new Set(DEMO_STAFF.map((member) => member.email));
  return members.flatMap((member) => {
    const lanes = demoEmails.has(member.email ?? "") ? DEMO_LANES : HISTORY_LANES;
    return lanes.flatMap((lane, laneIndex) => {
      const fitting = bookings.filter(
        (booking) => booking.totalDuration <= lane.maxDuration && booking.required.every((id) => member.serviceIds.has(id)),
      );
      const total = fitting.reduce((sum, booking) => sum + booking.weight, 0);
      let low = 0;
      return fitting.map((booking) => {
        const high = low + booking.weight / total;
        const choice = { staffId: member.id, lane: laneIndex, start: lane.start, bookingNo: booking.no, low, high: booking === fitting.at(-1) ? 1.0001 : high };
        low = high;
        return choice;
      });
    });
  });
}

/** Lanes a day offers, all manicurists together (the past's chance of a taken lane is computed from it). */
export function lanesPerDay(members: Array<{ email: string | null }>): number {
  const demoEmails = new Set(DEMO_STAFF.map((member) => member.email));
  return members.reduce((sum, member) => sum + (demoEmails.has(member.email ?? "") ? DEMO_LANES.length : HISTORY_LANES.length), 0);
}

