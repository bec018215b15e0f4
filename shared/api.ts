/**
 * Request and response shapes of the REST API, shared by the server (which parses with them) and the
 * client (which types its calls with them).
 */
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { isValidDate } from "./time";
import {
  LOCALES,
  siteReviews,
  type Appointment,
  type AppointmentStatus,
  type Service,
  type Locale,
  type ServiceOption,
  type Staff,
  type StaffAvailability,
} from "./schema";
import type { VisitSegment } from "./visit-api";

const FILL_ALL_FIELDS = "Please fill in all fields";
export const INVALID_PHONE = "Please enter a valid phone number";

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A date as the API speaks it: YYYY-MM-DD, and a day the calendar has (2026-13-45 is refused, not rolled over). */
export const dateParam = z.string().regex(datePattern, "Date must be YYYY-MM-DD").refine(isValidDate, "Date must be a real calendar date");
export const timeParam = z.string().regex(timePattern, "Time must be HH:MM");
export const serviceIdParam = z.string().trim().min(1).max(50);

/**
 * The public booking payload (POST /api/appointments/public). Names, prices, durations and totals sent by
 * the client are accepted for compatibility and ignored: the server prices every booking from the catalogue.
 * `optionIds` carries the options chosen in a service's dialog (acrylic length/technique/type, lash
 * type, brow service, waxing area, polish type).
 */
const bookedServiceSchema = z.object({
  serviceId: serviceIdParam,
  serviceName: z.string().max(200).optional(),
  price: z.number().optional(),
  durationMinutes: z.number().optional(),
  optionIds: z.array(z.string().trim().min(1).max(64)).max(10).optional(),
});

/** "Name must be at most 100 characters": what a form shows when a value does not fit its column. */
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * A field the booking and review forms require. Its length check carries its own message: the schema's
 * error (FILL_ALL_FIELDS) would otherwise answer an over-long value too.
 */
const requiredText = (label: string, max: number) =>
  z.string({ error: FILL_ALL_FIELDS }).trim().min(1, FILL_ALL_FIELDS).max(max, tooLong(label, max));

/**
 * The booking's name is stored split in two 100-character columns, the first word and the rest; a name
 * of at most 100 characters fits them whatever its parts, and the review form allows the same.
 */
const CUSTOMER_NAME_MAX = 100;

export const bookingRequestSchema = z.object({
  services: z.array(bookedServiceSchema, { error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS).max(15),
  appointmentDate: z.string({ error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS).regex(datePattern, "Date must be YYYY-MM-DD"),
  appointmentTime: z.string({ error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS).regex(timePattern, "Time must be HH:MM"),
  customerName: requiredText("Name", CUSTOMER_NAME_MAX),
  customerEmail: requiredText("Email address", 255).pipe(z.email("Please enter a valid email address")),
  // Only the shape here: the admin pages import this module (through admin-api), and libphonenumber-js's metadata
  // (about 80 kB) must stay out of them. The server reads the number as E.164 (shared/phone.ts) before
  // anything is written, and refuses with this same message.
  customerPhone: requiredText("Phone number", 40).pipe(
    z.string().regex(/^[+()\d\s.-]{7,40}$/, INVALID_PHONE),
  ),
  totalPrice: z.number().optional(),
  totalDuration: z.number().optional(),
  needsAcrylicRemoval: z.boolean().optional().default(false),
  needsGelishRemoval: z.boolean().optional().default(false),
  pedicureType: z.string().trim().max(50).nullable().optional(),
  locale: z.enum(LOCALES).optional().default("es"),
  /** The customer ticked "send me news and offers": recorded with its date; an unticked box never withdraws a yes. */
  marketingOptIn: z.boolean().optional().default(false),
  /** Hands and feet at the same time, by two manicurists (shared/visit-plan.ts); otherwise parts follow one another. */
  together: z.boolean().optional(),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

/** The booking as written, with its parts (one for a one-manicurist visit). */
export type BookingResponse = Pick<Appointment, "id" | "appointmentDate" | "appointmentTime" | "totalPrice" | "totalDuration" | "status"> & {
  segments: VisitSegment[];
};

/**
 * POST /api/appointments/public: the booking as written, the token of its own manage page (where the
 * booking page lands, /booking/confirmed/{token}), and whether the salon sends text messages, so the page
 * promises texts only when they will come.
 */
export type PublicBookingResponse = BookingResponse & { manageToken: string; textMessages: boolean };

export const siteReviewRequestSchema = createInsertSchema(siteReviews, {
  customerName: requiredText("Name", CUSTOMER_NAME_MAX),
  rating: z
    .number({ error: FILL_ALL_FIELDS })
    .int("Rating must be a whole number from 1 to 5")
    .min(1, "Rating must be from 1 to 5")
    .max(5, "Rating must be from 1 to 5"),
  comment: requiredText("Comment", 2000),
}).pick({ customerName: true, rating: true, comment: true });
export type SiteReviewRequest = z.infer<typeof siteReviewRequestSchema>;

/** GET /api/appointments/availability/:date — what the slot grid needs and nothing about the customer. */
export type OccupiedSlot = Pick<Appointment, "appointmentTime" | "totalDuration" | "status">;

/** GET /api/staff-availability/:date */
export type StaffAvailabilityRecord = Pick<StaffAvailability, "staffId" | "isPunchedIn" | "startTime" | "endTime" | "breakStartTime"> & {
  date: string;
};

export type PublicService = Pick<
  Service,
  "id" | "nameEn" | "nameEs" | "durationMinutes" | "price" | "hasOptions" | "kind" | "comingSoon" | "backgroundImage" | "displayOrder" | "active"
>;

export type PublicServiceOption = Pick<
  ServiceOption,
  | "id"
  | "parentServiceId"
  | "nameEn"
  | "nameEs"
  | "price"
  | "durationMinutes"
  | "displayOrder"
  | "category"
  | "includesEn"
  | "includesEs"
  | "active"
>;

export type PublicStaff = Pick<Staff, "id" | "nameEn" | "nameEs" | "photoUrl" | "active">;

/** GET /api/live-board: only what the wall board shows (it is public): no email, phone or token. */
export interface LiveBoardAppointment {
  id: number;
  appointmentDate: string;
  appointmentTime: string;
  durationMinutes: number;
  status: AppointmentStatus;
  staffId: number | null;
  serviceId: string;
  serviceIds: string[];
  service: { nameEn: string; nameEs: string };
  /** First name and last initial. */
  customerName: string;
  /** express, deep or jelly. */
  pedicureType: string | null;
  needsAcrylicRemoval: boolean;
  needsGelishRemoval: boolean;
  /**
   * Only for a visit done by several manicurists: its parts in order, each drawn in its own manicurist's
   * lane. A one-manicurist visit has none and is drawn whole in the lane of `staffId`.
   */
  parts?: LiveBoardPart[];
}

/** One part of a visit of several: its times ("HH:MM" on the visit's date), its manicurist and its services. */
export interface LiveBoardPart {
  /** 1, 2, …: the part's number within its visit. */
  id: number;
  start: string;
  end: string;
  staffId: number | null;
  serviceIds: string[];
  /** The part's first service, which names and colours its block. */
  serviceId: string;
  service: { nameEn: string; nameEs: string };
}

export interface LiveBoardDay {
  date: string;
  availability: StaffAvailabilityRecord[];
  appointments: LiveBoardAppointment[];
}

export interface LiveBoard {
  /** The salon's date and time when the board was read. */
  today: string;
  now: string;
  staff: PublicStaff[];
  days: LiveBoardDay[];
}

export const STAFF_ACTIONS = ["confirm", "decline"] as const;
/** GET /api/appointments/staff-confirm/:token?action=: without an action the link only shows the job. */
export const staffActionQuerySchema = z.object({
  action: z.enum(STAFF_ACTIONS, { error: "action must be confirm or decline" }).optional(),
});

/** GET /api/appointments/staff-confirm/:token without an action: what the manicurist is asked about. */
export interface StaffConfirmSummary {
  status: AppointmentStatus;
  appointment: {
    /** Who the job is for: the first name the appointment was booked with. */
    customerFirstName: string;
    appointmentDate: string;
    appointmentTime: string;
    totalDuration: number;
    /** As the customer reads them: an option with its service's name ("Pedicure: Express"). */
    services: { nameEn: string; nameEs: string }[];
    staff: { nameEn: string; nameEs: string } | null;
  };
  /**
   * A link for one part of a visit of several manicurists: which part of how many. `appointment` then
   * describes that part: its start, its length and its services.
   */
  part?: { id: number; count: number };
}

/** GET /api/appointments/staff-confirm/:token?action=confirm|decline. */
export interface StaffActionResult {
  status: "confirmed" | "declined";
  message: string;
}

/** GET /api/review/:token: what the review page shows about the appointment being reviewed. */
export interface ReviewLinkResponse {
  service: { nameEn: string; nameEs: string };
  staff: { nameEn: string; nameEs: string } | null;
  appointment: { appointmentDate: string; appointmentTime: string };
  /** The booking's language: the page opens in it unless the visitor switches. */
  locale: Locale;
}
