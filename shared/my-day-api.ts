/**
 * A manicurist's own day: the private page opened from their personal link (/my-day/{token}), the
 * calendar feed of the same token (/staff-feed/{token}.ics), and the back office's control of that link.
 */
import { z } from "zod";
import { STAFF_ACTIONS } from "./api";
import { LOCALES, type AppointmentStatus, type Locale } from "./schema";

/**
 * How long a personal link works after it is issued: a year, so a calendar subscription does not stop
 * without warning, while a link nobody re-sent still ends. Re-issuing starts a new year (and ends the old
 * link at once); revoking ends it now.
 */
export const PERSONAL_LINK_LIFETIME_DAYS = 365;

/** Days before today that the calendar feed still lists (what happened lately stays in the calendar). */
export const FEED_PAST_DAYS = 30;

/** Days after today that the page lists jobs for, day by day. */
export const MY_DAY_AHEAD_DAYS = 6;

/** POST /api/admin/staff/:id/personal-link: the language of the email and of the page when it opens (Spanish unless given). */
export const personalLinkRequestSchema = z.object({ locale: z.enum(LOCALES, { error: "locale must be es or en" }).optional() });

/** GET/POST /api/admin/staff/:id/personal-link: whether the member has a working link, and since when. */
export interface PersonalLinkStatus {
  active: boolean;
  issuedAt: string | null;
  expiresAt: string | null;
  locale: Locale | null;
  /** Only in the answer to POST: whether an email could be queued (the member has an address). */
  emailed?: boolean;
}

/** POST /api/my-day/:token/appointments/:appointmentId/answer */
export const myDayAnswerSchema = z.object({
  action: z.enum(STAFF_ACTIONS, { error: "action must be confirm or decline" }),
});

export const myDayTokenParam = z.string().max(200);
export const myDayAppointmentParam = z.coerce
  .number({ error: "Invalid appointment id" })
  .int("Invalid appointment id")
  .positive("Invalid appointment id")
  .max(2_147_483_647, "Invalid appointment id");

/**
 * What the salon lets its manicurists see of a customer on their own page and calendar feed, besides
 * the first name: the client card's note (allergies, preferences) and the phone the job was booked with.
 * Set from the staff page by any admin; a salon that never set it gets DEFAULT_STAFF_SHARING.
 */
export const staffSharingSchema = z
  .object({
    clientNotes: z.boolean({ error: "clientNotes must be true or false" }),
    customerPhone: z.boolean({ error: "customerPhone must be true or false" }),
  })
  .strict();
export type StaffSharing = z.infer<typeof staffSharingSchema>;

/** The note can matter for the customer's safety (an allergy), so it is shared; the phone is a contact detail, so it is not. */
export const DEFAULT_STAFF_SHARING: StaffSharing = { clientNotes: true, customerPhone: false };

/** One job as the manicurist sees it: never the customer's surname or email, and only what StaffSharing allows. */
export interface MyDayJob {
  id: number;
  date: string;
  time: string;
  durationMinutes: number;
  status: AppointmentStatus;
  /** What was booked, options beside their service ("Pedicure: Jelly Spa"), in both languages. */
  services: { nameEn: string; nameEs: string }[];
  customerFirstName: string;
  /** The client card's note; present only when the salon shares notes and the card has one. */
  clientNote?: string;
  /** The phone the job was booked with (else the client's); present only when the salon shares phones. */
  customerPhone?: string;
  /** Waiting for this manicurist's confirm or decline (and it has not started yet). */
  canAnswer: boolean;
  /**
   * Only for her part of a visit done by several manicurists, whose `time`, `durationMinutes` and
   * `services` are then her part's alone: which part it is, of how many, and the visit's other parts with
   * their times and who does them (her first name; null while nobody is assigned).
   */
  part?: { id: number; count: number; others: { start: string; end: string; staff: { nameEn: string; nameEs: string } | null }[] };
}

export interface MyDayHours {
  date: string;
  /** Working hours that day, or null when not working (day off, time off). */
  startTime: string | null;
  endTime: string | null;
  breakStartTime: string | null;
  /** Why: the weekly schedule, a day edited by the salon, time off, or nothing planned. */
  source: "schedule" | "override" | "time_off" | "none";
}

/** GET /api/my-day/:token */
export interface MyDay {
  staff: { nameEn: string; nameEs: string };
  /** The language the link was sent in: the page opens in it. */
  locale: Locale;
  /** The salon's date and time now (YYYY-MM-DD, HH:MM). */
  today: string;
  now: string;
  /** Today and the next MY_DAY_AHEAD_DAYS days, each with its hours and its jobs in order. */
  days: (MyDayHours & { jobs: MyDayJob[] })[];
  /** The regular week: one row per worked weekday (0 = Sunday … 6 = Saturday). */
  weeklySchedule: { weekday: number; startTime: string; endTime: string; breakStartTime: string | null }[];
  /** Time off from today on, soonest first. */
  timeOff: { startDate: string; endDate: string; note: string | null }[];
}
