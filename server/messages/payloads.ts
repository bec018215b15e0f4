import type { CancelOutcome, PaymentSummary } from "@shared/payments-api";
import type { Locale } from "@shared/schema";

/** Every message the product sends, by email (and a few also by text); the value is stored in `email_outbox.kind`. */
export const EMAIL_KINDS = [
  "booking_received",
  "staff_confirmation_request",
  "appointment_confirmed",
  // Queued only by versions before a decline reopened the job; kept so that such a row still sends.
  "appointment_declined",
  "appointment_cancelled",
  "review_request",
  "appointment_reminder",
  "appointment_moved",
  "staff_removed",
  "my_appointments_link",
  "campaign",
  "staff_personal_link",
  "checkout_receipt",
  "waitlist_joined",
  "waitlist_offer",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export interface SnapshotLine {
  nameEn: string;
  nameEs: string;
  price: number;
}

/** One part of a visit of several: salon "HH:MM" on the visit's date, its services, its manicurist once assigned. */
export interface SnapshotPart {
  id: number;
  start: string;
  end: string;
  services: { nameEn: string; nameEs: string }[];
  staff: { nameEn: string; nameEs: string } | null;
}

/**
 * What an email says about its appointment, captured in the transaction that queues it, so the message
 * tells what was true at that moment even if the appointment changes or is deleted before it is sent.
 */
export interface AppointmentSnapshot {
  appointmentId: number;
  date: string;
  time: string;
  durationMinutes: number;
  totalPrice: number;
  lines: SnapshotLine[];
  customer: { firstName: string; lastName: string };
  staff: { nameEn: string; nameEs: string } | null;
  /**
   * A visit of several parts (several manicurists): each part's time, services and manicurist as they
   * stood when the message was queued. Absent for a visit of one part, whose one part is the appointment.
   */
  parts?: SnapshotPart[];
  /** The calendar event's SEQUENCE when the email was queued (absent in emails queued before moves existed). */
  calendarSequence?: number;
}

/**
 * The `payload` of an outbox row. `token` is the plaintext link token of the confirmation and review
 * requests: the only place it exists besides the email itself, and it is erased once the email is sent.
 */
export interface EmailPayload {
  appointment: AppointmentSnapshot;
  token?: string;
  /** A manicurist's request for one part of a visit of several: `appointment` is that part (its time, length and lines). */
  part?: { id: number; count: number };
  /** When the cause happened (ISO instant); the calendar file's DTSTAMP. */
  issuedAt: string;
  /** A move: where the appointment was before. */
  previous?: { date: string; time: string; staff: { nameEn: string; nameEs: string } | null };
  /** A cancellation: why, as the salon wrote it. */
  cancelReason?: string | null;
  /** The My appointments link: every upcoming appointment of the address (`appointment` is the soonest). */
  upcoming?: AppointmentSnapshot[];
  /** A move or cancellation the customer made themselves (their manage link), so the email says "you". */
  byCustomer?: boolean;
  /** The plaintext token of the customer's manage link (/manage/{token}), erased with `token` once sent. */
  manageToken?: string;
  /** The booking's deposit or saved card and the terms it was taken under, when it has one. */
  payment?: PaymentSummary;
  /** A cancellation of a booking with a card deposit or saved card: what becomes of it (refunded, kept, not charged). */
  cancelOutcome?: CancelOutcome;
  /** A checkout's receipt: what was paid (the appointment's lines are the lines charged). */
  receipt?: ReceiptSnapshot;
  /** A waitlist email: `appointment` is the place offered, or for a confirmation the first date asked for at its earliest time. */
  waitlist?: WaitlistDetails;
}

/** What a waitlist email says beyond its appointment snapshot; the plaintext tokens are erased once sent. */
export interface WaitlistDetails {
  /** The offer's claim link token (/waitlist/offer/{token}). */
  token?: string;
  /** The confirmation's leave link token (/waitlist/leave/{token}). */
  leaveToken?: string;
  /** An offer's expiry: the ISO instant, and the same as the salon's wall clock (HH:MM). */
  expiresAt?: string;
  expiresAtSalonTime?: string;
  /** A confirmation: every date joined, and the window of start times. */
  dates?: string[];
  earliest?: string;
  latest?: string;
}

/** What a receipt says beyond its lines, in cents. */
export interface ReceiptSnapshot {
  subtotal: number;
  discount: number;
  discountReason: string | null;
  total: number;
  tip: number;
  payments: { method: "cash" | "card" | "transfer" | "deposit"; amount: number }[];
  change: number;
}

/** The `payload` of a marketing campaign's message: its text in the recipient's language and their unsubscribe token. */
export interface CampaignPayload {
  campaign: { id: number; subject: string; body: string };
  /** Plaintext one-click unsubscribe token, erased once sent; absent in an admin's test send. */
  unsubscribeToken?: string;
}

/** The `payload` of a manicurist's personal link (/my-day/{token}); the plaintext token is erased once sent. */
export interface PersonalLinkPayload {
  personalLink: { staff: { nameEn: string; nameEs: string }; token: string };
  issuedAt: string;
}

export type OutboxPayload = EmailPayload | CampaignPayload | PersonalLinkPayload;

export function isCampaignPayload(payload: OutboxPayload): payload is CampaignPayload {
  return "campaign" in payload;
}

export function isPersonalLinkPayload(payload: OutboxPayload): payload is PersonalLinkPayload {
  return "personalLink" in payload;
}

export interface OutboxEmail {
  kind: EmailKind;
  recipient: string;
  locale: Locale;
  payload: OutboxPayload;
}

/** What rendering a row needs besides its payload, for either channel: where links point and what they allow. */
export interface RenderContext {
  /** The site's public base URL without a trailing slash; links are built from it alone. */
  publicUrl: string;
  /** Hours before the start until which the customer's manage link may cancel or reschedule. */
  cancelCutoffHours: number;
}
