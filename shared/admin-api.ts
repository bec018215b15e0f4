/**
 * Request and response shapes of the admin API, derived from the drizzle tables: a form schema takes its
 * columns' types and limits from the table and adds only the messages the admin pages show. Used by both
 * the admin pages (validation messages) and the server (parsing).
 */
import { is } from "drizzle-orm";
import { PgVarchar, type PgColumn } from "drizzle-orm/pg-core";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { bookingRequestSchema, dateParam, timeParam, tooLong } from "./api";
import type { PaymentSummary } from "./payments-api";
import type { VisitSegment } from "./visit-api";
import { OPTION_DURATION_SLIDER, OPTION_PRICE_SLIDER } from "./admin-catalogue-api";
import { ACRYLIC_CATEGORIES } from "./booking-rules";
import { SERVICE_IDS } from "./catalogue";
import {
  serviceOptions,
  staff,
  users,
  type Appointment,
  type AppointmentItem,
  type Service,
  type Staff,
  type User,
} from "./schema";

/** The length a varchar column was declared with, so that a form's limit is its column's. */
function maxLength(column: PgColumn): number {
  if (!is(column, PgVarchar) || column.length === undefined) throw new Error(`Column ${column.name} has no declared length`);
  return column.length;
}

/** A text field a form requires. Its own messages replace the column's schema, whose length check would name no field. */
function requiredText(label: string, max: number) {
  const missing = `${label} is required`;
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong(label, max));
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const PHOTO_URL_INVALID = "Photo URL must be an https:// address or a path on this site starting with /";

/**
 * A photo address an admin types, shown as an <img>: an https:// URL (the only remote images the
 * content security policy loads) or a path on this site such as /images/staff/ana.svg; never
 * javascript:, data: or another scheme. Empty means none.
 */
function isPhotoUrl(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/\s/.test(value);
  if (!/^https:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}

const photoUrl = (max: number) =>
  z
    .string({ error: PHOTO_URL_INVALID })
    .trim()
    .max(max, tooLong("Photo URL", max))
    .refine((value) => value === "" || isPhotoUrl(value), PHOTO_URL_INVALID)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** An optional email address, kept in lower case; empty means none. */
const optionalEmail = (max: number) =>
  z
    .union([z.literal(""), z.email("Invalid email address").max(max)])
    .optional()
    .nullable()
    .transform((value) => (value ? value.toLowerCase() : null));

/**
 * Client add/edit form. It cannot set ids, timestamps or admin rights: those keys are not picked. The pick
 * order is the order fields are checked in, so it decides which message a form with several faults gets.
 */
export const clientFormSchema = createInsertSchema(users, {
  firstName: requiredText("First name", maxLength(users.firstName)),
  lastName: requiredText("Last name", maxLength(users.lastName)),
  email: optionalEmail(maxLength(users.email)),
  phone: z
    .union([z.literal(""), z.string().trim().min(7, "Phone number must be at least 7 characters").max(maxLength(users.phone))])
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  profileImageUrl: photoUrl(maxLength(users.profileImageUrl)),
  membershipTier: z.enum(users.membershipTier.enumValues, { error: "Membership tier must be regular or vip" }).default("regular"),
  marketingOptIn: (column) => column.default(false),
  notes: optionalText(2000),
}).pick({
  firstName: true,
  lastName: true,
  membershipTier: true,
  marketingOptIn: true,
  email: true,
  phone: true,
  profileImageUrl: true,
  notes: true,
});

export type AdminClient = Pick<
  User,
  "id" | "email" | "firstName" | "lastName" | "phone" | "profileImageUrl" | "membershipTier" | "marketingOptIn" | "isAdmin" | "adminLevel" | "notes"
> & { createdAt: string };

/** One appointment on a client's card. */
export type ClientHistoryAppointment = Pick<
  Appointment,
  "id" | "status" | "appointmentDate" | "appointmentTime" | "totalPrice" | "totalDuration" | "contactName" | "contactPhone"
> & {
  services: Array<Pick<AppointmentItem, "nameEn" | "nameEs">>;
  staff: Pick<Staff, "id" | "nameEs" | "nameEn"> | null;
  /** Its deposit or saved card, when the salon took one (null without payments). */
  payment: PaymentSummary | null;
};

/** GET /api/admin/clients/:id: the client card. */
export interface ClientHistory {
  client: AdminClient;
  upcoming: ClientHistoryAppointment[];
  past: ClientHistoryAppointment[];
  /** Sum of the completed appointments' totals, in cents. */
  totalSpent: number;
  completedCount: number;
  noShowCount: number;
}

export const adminLevelSchema = createSelectSchema(users).pick({ adminLevel: true });

/** Statuses an admin may set from the appointments page; booking, assignment and the staff link set the others. */
export const ADMIN_SETTABLE_STATUSES = ["confirmed", "completed", "cancelled", "no_show"] as const;
/** "revert" undoes a no-show or completion marked the same salon day, back to the status it had before. */
export const STATUS_UPDATE_VALUES = [...ADMIN_SETTABLE_STATUSES, "revert"] as const;
export const STATUS_INVALID = "Status must be confirmed, completed, cancelled, no_show or revert";
export const statusUpdateSchema = z.object({
  status: z.enum(STATUS_UPDATE_VALUES, { error: STATUS_INVALID }),
  /** Why it was cancelled; told to the customer in the cancellation email. */
  reason: z.string().trim().max(500, tooLong("Reason", 500)).optional().nullable().transform((value) => value || null),
  /**
   * "completed" is refused before the appointment has started; an admin who really means it (the customer
   * came early and the job is done) sends `override: true`, which also sends the review request at once.
   */
  override: z.boolean().optional().default(false),
});
export type StatusUpdate = z.input<typeof statusUpdateSchema>;
export const assignStaffSchema = z.object({
  staffId: z.coerce.number({ error: "Choose a manicurist" }).int().positive("Choose a manicurist"),
});

/**
 * PATCH /api/admin/appointments/:id: move an appointment to another date, time or manicurist (any of them).
 * The new place is checked with the booking rules under the dates' locks, like a new booking.
 */
export const moveAppointmentSchema = z
  .object({
    appointmentDate: dateParam.optional(),
    appointmentTime: timeParam.optional(),
    staffId: z.coerce.number({ error: "Choose a manicurist" }).int().positive("Choose a manicurist").optional(),
  })
  .refine((move) => move.appointmentDate !== undefined || move.appointmentTime !== undefined || move.staffId !== undefined, {
    message: "Choose a new date, time or manicurist",
  });
export type AppointmentMove = z.input<typeof moveAppointmentSchema>;

/**
 * POST /api/admin/appointments: the front desk books for a customer who phoned or walked in. The public
 * booking payload, with the email optional, plus an optional manicurist (or one per part for a visit of
 * several parts) and whether the booking is confirmed at once (which needs a manicurist for every part).
 */
export const frontDeskBookingSchema = bookingRequestSchema
  .extend({
    // A caller may have no email: the phone is enough, and the customer then gets no emails (texts, when the
    // salon sends them). Empty means none; the booking core reads "" as no email.
    customerEmail: z
      .string({ error: "Please enter a valid email address" })
      .trim()
      .max(255, "Email address must be at most 255 characters")
      .pipe(z.union([z.literal(""), z.email("Please enter a valid email address")]))
      .nullable()
      .optional()
      .transform((value) => value ?? ""),
    staffId: z.coerce.number({ error: "Choose a manicurist" }).int().positive("Choose a manicurist").optional().nullable(),
    /**
     * For a visit of several parts, the manicurist chosen for each part in part order (null: nobody yet),
     * instead of `staffId`; it must have one entry per part of the visit's plan.
     */
    segmentStaffIds: z
      .array(z.coerce.number({ error: "Choose a manicurist" }).int().positive("Choose a manicurist").nullable(), { error: "Choose a manicurist for each part" })
      .min(1, "Choose a manicurist for each part")
      // Every part has a service, and a booking has at most 15.
      .max(15, "Choose a manicurist for each part")
      .optional(),
    confirmed: z.boolean().optional().default(false),
  })
  .refine((booking) => !(booking.staffId && booking.segmentStaffIds), {
    message: "Choose one manicurist for the visit or one for each part, not both",
    path: ["segmentStaffIds"],
  })
  .refine((booking) => !booking.confirmed || Boolean(booking.staffId) || (booking.segmentStaffIds?.every((staffId) => staffId !== null) ?? false), {
    message: "Choose a manicurist to confirm the appointment",
    path: ["staffId"],
  });
export type FrontDeskBooking = z.input<typeof frontDeskBookingSchema>;

export type AdminAppointment = Pick<
  Appointment,
  | "id"
  | "status"
  | "appointmentDate"
  | "appointmentTime"
  | "totalDuration"
  | "totalPrice"
  | "serviceId"
  | "staffId"
  | "actualEndTime"
  | "pedicureType"
  | "needsAcrylicRemoval"
  | "needsGelishRemoval"
  | "contactName"
  | "contactPhone"
  | "cancelReason"
  | "bookedByAdmin"
  | "userId"
> & {
  staffAssignedAt: string | null;
  /** The last manicurist who declined this job through their link, while it waits for someone else. */
  declinedBy: Pick<Staff, "id" | "nameEs" | "nameEn"> | null;
  declinedAt: string | null;
  /** When the customer last cancelled or rescheduled it through their own link. */
  customerChangedAt: string | null;
  /** How many of this client's appointments were no-shows (the page flags the booking). */
  clientNoShows: number;
  /** The front desk's note on the client (allergies, preferences), shown on the card. */
  clientNote: string | null;
  /** A no-show or completion marked this salon day: the card offers to undo it (status "revert"). */
  canRevert: boolean;
  /** Its deposit or saved card, when the salon took one (null without payments). */
  payment: PaymentSummary | null;
  /**
   * Its parts, one per manicurist's share (one, the whole visit, for a one-manicurist visit). A part of a
   * visit of several says whether its manicurist confirmed it by her link (`confirmed`); a one-manicurist
   * visit's part has no such field, its answer being the visit's status.
   */
  segments: Array<VisitSegment & { confirmed?: boolean }>;
  createdAt: string;
  completedAt: string | null;
  service: Pick<Service, "nameEs" | "nameEn" | "durationMinutes" | "price">;
  items: Array<Pick<AppointmentItem, "itemId" | "kind" | "nameEn" | "nameEs" | "price" | "durationMinutes">>;
  /** Staff who could take it now (the picker's rules, computed on the server). */
  assignableStaffIds: number[];
  /** The catalogue services a manicurist must do to take it (a move's grid asks who does them). */
  serviceIds: string[];
  user: Pick<User, "firstName" | "lastName" | "email" | "phone">;
  staff: Pick<Staff, "id" | "nameEs" | "nameEn"> | null;
};

export const availabilityEntrySchema = z
  .object({
    staffId: z.coerce.number().int().positive(),
    date: dateParam,
    isPunchedIn: z.boolean(),
    startTime: timeParam.nullable().optional(),
    endTime: timeParam.nullable().optional(),
    breakStartTime: timeParam.nullable().optional(),
  })
  .refine((entry) => !entry.isPunchedIn || !entry.startTime || !entry.endTime || entry.startTime < entry.endTime, {
    message: "The end time must be after the start time",
    path: ["endTime"],
  });
export type AvailabilityEntry = z.input<typeof availabilityEntrySchema>;

export const ONLY_SUPERADMIN_CHANGES_AVAILABILITY =
  "Permiso Denegado: Solo el super administrador puede modificar o eliminar horarios existentes.";

export interface StaffDayDetail {
  id: number;
  /** The Spanish name (the salon's default language); the page shows the one of its language. */
  name: string;
  nameEn: string;
  nameEs: string;
  startTime: string | null;
  endTime: string | null;
  breakStartTime: string | null;
}

export interface AdminStats {
  totalAppointments: number;
  todayAppointments: number;
  confirmedAppointments: number;
  completedAppointments: number;
  totalClients: number;
  newClientsThisMonth: number;
  adminUsers: number;
  staffAvailability: Array<{ date: string; availableCount: number; totalStaff: number; staffDetails: StaffDayDetail[] }>;
}

export const COMMISSION_INVALID = "Commission must be a whole percent from 0 to 100";

/** Staff form: the specialty is not part of it, so the form never stores one. */
export const staffFormSchema = createInsertSchema(staff, {
  nameEn: requiredText("English name", maxLength(staff.nameEn)),
  nameEs: requiredText("Spanish name", maxLength(staff.nameEs)),
  email: optionalEmail(maxLength(staff.email)),
  photoUrl: photoUrl(maxLength(staff.photoUrl)),
  active: (column) => column.default(true),
  // Whole percent, as the column stores it (its check constraint says the same).
  commissionPercent: () => z.number({ error: COMMISSION_INVALID }).int(COMMISSION_INVALID).min(0, COMMISSION_INVALID).max(100, COMMISSION_INVALID),
})
  .pick({ nameEn: true, nameEs: true, email: true, photoUrl: true, active: true, commissionPercent: true })
  .extend({ serviceIds: z.array(z.string().trim().min(1).max(50)).max(50).optional() });
export const staffUpdateSchema = staffFormSchema.partial();

export type AcrylicCategory = (typeof ACRYLIC_CATEGORIES)[number];
export const ACRYLIC_CATEGORY_REQUIRED = "Acrylic nail options need a category: length, technique or type";

/** The acrylic dialog lists its options by category, so an acrylic option without a valid one is never shown or bookable. */
export const needsAcrylicCategory = (parentServiceId: string): boolean => parentServiceId === SERVICE_IDS.acrylic;

export const isAcrylicCategory = (category: unknown): category is AcrylicCategory =>
  ACRYLIC_CATEGORIES.some((known) => known === category);

const DISPLAY_ORDER_INVALID = "Display order must be a whole number";

/** A number the option form's slider can produce: inside its range and on its steps. */
function sliderValue(slider: { min: number; max: number; step: number; defaultValue: number }, message: string) {
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(slider.min, message)
    .max(slider.max, message)
    .refine((value) => (value - slider.min) % slider.step === 0, message)
    .default(slider.defaultValue);
}

const serviceOptionFields = createInsertSchema(serviceOptions, {
  parentServiceId: z.string().trim().min(1).max(maxLength(serviceOptions.parentServiceId)),
  nameEn: requiredText("English name", maxLength(serviceOptions.nameEn)),
  nameEs: requiredText("Spanish name", maxLength(serviceOptions.nameEs)),
  durationMinutes: sliderValue(OPTION_DURATION_SLIDER, "Duration must be from 15 to 120 minutes, in steps of 5"),
  price: sliderValue(OPTION_PRICE_SLIDER, "Price must be from 0 to 50000 cents, in steps of 500"),
  displayOrder: z.coerce.number({ error: DISPLAY_ORDER_INVALID }).int(DISPLAY_ORDER_INVALID).min(-1000, DISPLAY_ORDER_INVALID).max(1000, DISPLAY_ORDER_INVALID).default(0),
  category: optionalText(maxLength(serviceOptions.category)),
  includesEn: optionalText(2000),
  includesEs: optionalText(2000),
  active: (column) => column.default(true),
}).omit({ id: true, createdAt: true, updatedAt: true });

/**
 * Adding an option. Only acrylic options have a category (see needsAcrylicCategory); the other services'
 * dialogs ignore it, so theirs is stored as null rather than refused.
 */
export const serviceOptionFormSchema = serviceOptionFields
  .refine((form) => !needsAcrylicCategory(form.parentServiceId) || isAcrylicCategory(form.category), {
    message: ACRYLIC_CATEGORY_REQUIRED,
    path: ["category"],
    // Checked even when a name is missing too, so the form marks every field to fix at once; never when
    // the body is not an object at all.
    when: (payload) =>
      payload.issues.every((issue) => issue.path !== undefined && issue.path.length > 0) &&
      payload.issues.every((issue) => issue.path?.[0] !== "parentServiceId" && issue.path?.[0] !== "category"),
  })
  .transform((form) => (needsAcrylicCategory(form.parentServiceId) ? form : { ...form, category: null }));

/** Editing an option: its service is not in the body, so the server applies the category rule itself. */
export const serviceOptionUpdateSchema = serviceOptionFields.omit({ parentServiceId: true }).partial();

export const fixTimezoneSchema = z.object({ confirm: z.boolean().default(false) });

/** GET /api/auth/user: what the client learns about the signed-in user. */
export type SessionUser = Pick<User, "id" | "firstName" | "lastName" | "email" | "isAdmin" | "adminLevel">;

/** GET /api/admin/current-user. */
export interface CurrentAdmin extends SessionUser {
  isSuperAdmin: boolean;
  /** Signed in with a one-time password: the back office asks for their own password before anything else. */
  mustChangePassword: boolean;
}

/** A card on the superadmin's Users page (GET /api/superadmin/users): an admin account, or any user with role=all. */
export type UserListRow = Pick<User, "id" | "username" | "firstName" | "lastName" | "email" | "membershipTier" | "isAdmin" | "adminLevel"> & {
  createdAt: string;
};

const workingHoursFields = {
  startTime: timeParam,
  endTime: timeParam,
  breakStartTime: timeParam.nullable().optional().transform((value) => value ?? null),
};
const endAfterStart = (hours: { startTime: string; endTime: string }) => hours.startTime < hours.endTime;
const END_AFTER_START = { message: "The end time must be after the start time", path: ["endTime"] };

/** PUT /api/admin/staff/:id/schedule: the working weekdays (0 = Sunday … 6 = Saturday); a weekday left out is not worked. */
export const weeklyScheduleSchema = z.object({
  days: z
    .array(z.object({ weekday: z.number().int().min(0).max(6), ...workingHoursFields }).refine(endAfterStart, END_AFTER_START))
    .max(7)
    .refine((days) => new Set(days.map((day) => day.weekday)).size === days.length, { message: "Each weekday can appear once" }),
});
export type WeeklyScheduleInput = z.input<typeof weeklyScheduleSchema>;
export interface WeeklyScheduleDay {
  weekday: number;
  startTime: string;
  endTime: string;
  breakStartTime: string | null;
}
/** GET /api/admin/staff/:id/schedule. */
export interface WeeklySchedule {
  staffId: number;
  days: WeeklyScheduleDay[];
}

/** POST /api/admin/staff/:id/time-off: inclusive dates. */
export const timeOffSchema = z
  .object({
    startDate: dateParam,
    endDate: dateParam,
    note: optionalText(200),
  })
  .refine((range) => range.startDate <= range.endDate, { message: "The last day must not be before the first day", path: ["endDate"] });
export type TimeOffInput = z.input<typeof timeOffSchema>;
export interface TimeOffEntry {
  id: number;
  staffId: number;
  startDate: string;
  endDate: string;
  note: string | null;
}
