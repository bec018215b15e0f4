/**
 * The customer's own links, without an account: the manage page of one appointment (/manage/{token}) and
 * the "My appointments" list (/my-appointments/{token}) that an email address asks for.
 */
import { z } from "zod";
import { dateParam, timeParam } from "./api";
import type { CancelOutcome, PaymentSummary } from "./payments-api";
import { LOCALES, type AppointmentStatus, type Locale } from "./schema";

/** Hours before the start until which a customer may cancel or reschedule on their own; the default of CANCEL_CUTOFF_HOURS. */
export const DEFAULT_CANCEL_CUTOFF_HOURS = 2;

/** How long a "My appointments" link lists the customer's appointments. */
export const MY_APPOINTMENTS_LINK_HOURS = 24;

/** One line of what was booked, in both languages; the page shows the visitor's. */
export interface ManagedLine {
  nameEn: string;
  nameEs: string;
  price: number;
}

/**
 * One part of the visit, done by one manicurist: salon "HH:MM" on the visit's date, its services, and its
 * manicurist's first name once one is assigned (null until then).
 */
export interface ManagedSegment {
  id: number;
  start: string;
  end: string;
  services: Array<{ nameEn: string; nameEs: string }>;
  staffFirstName: { nameEn: string; nameEs: string } | null;
}

/** GET /api/manage/:token — one appointment as its customer may see and change it. */
export interface ManagedAppointment {
  status: AppointmentStatus;
  appointmentDate: string;
  appointmentTime: string;
  durationMinutes: number;
  totalPrice: number;
  lines: ManagedLine[];
  /** The manicurist, once one is assigned. */
  staff: { nameEn: string; nameEs: string } | null;
  /** The visit's parts in order: one, the whole visit, for a one-manicurist visit; one per manicurist's part otherwise. */
  segments: ManagedSegment[];
  /** The booking's language: the page opens in it unless the visitor switches. */
  locale: Locale;
  /** The name it was booked under, first word only ("Hola, Ana"). */
  customerFirstName: string;
  /** Whether the customer may still cancel or reschedule: the appointment is on and the cut-off has not passed. */
  canChange: boolean;
  /** The last instant (ISO) at which it can be changed here; after it the page offers the salon's phone. */
  changeDeadline: string;
  cancelCutoffHours: number;
  /** Its deposit or saved card and the terms it was booked under, when the salon took one (null without payments). */
  payment: PaymentSummary | null;
  /** What cancelling here would do to its card deposit or saved card, for the page to say before the customer confirms (null when nothing, or it cannot be cancelled here). */
  onCancel: CancelOutcome | null;
}

/** GET /api/manage/:token/times/:date — the times this appointment could move to on a date, by the booking page's rules. */
export interface RescheduleTimes {
  date: string;
  /** Each bookable date of the window, for the date picker. */
  dates: string[];
  times: Array<{ time: string; available: boolean }>;
}

/** POST /api/manage/:token/reschedule */
export const rescheduleRequestSchema = z.object({
  appointmentDate: dateParam,
  appointmentTime: timeParam,
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

/** POST /api/my-appointments/link — always answered 202 with the same message, whether or not the address has bookings. */
export const myAppointmentsLinkRequestSchema = z.object({
  email: z.string().trim().min(1, "Please enter a valid email address").max(255).pipe(z.email("Please enter a valid email address")),
  locale: z.enum(LOCALES).optional().default("es"),
});
export type MyAppointmentsLinkRequest = z.input<typeof myAppointmentsLinkRequestSchema>;

/** GET /api/my-appointments/:token — the address's upcoming appointments, each with a fresh manage token. */
export interface MyAppointments {
  locale: Locale;
  appointments: Array<ManagedAppointment & { manageToken: string }>;
}
