/**
 * Request and response shapes of the admin API. Form schemas are derived from the drizzle tables and used
 * by both the admin pages (validation messages) and the server (parsing).
 */
import { z } from "zod";
import { dateParam, timeParam, tooLong } from "./api";
import { ACRYLIC_CATEGORIES } from "./booking-rules";
import { SERVICE_IDS } from "./catalogue";
import { ADMIN_LEVELS, type AdminLevel, insertServiceOptionSchema, insertStaffSchema, insertUserSchema, MEMBERSHIP_TIERS } from "./schema";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const PHOTO_URL_MAX = 500;
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

const photoUrl = z
  .string({ error: PHOTO_URL_INVALID })
  .trim()
  .max(PHOTO_URL_MAX, tooLong("Photo URL", PHOTO_URL_MAX))
  .refine((value) => value === "" || isPhotoUrl(value), PHOTO_URL_INVALID)
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

/** Client add/edit form. It cannot set ids, timestamps or admin rights: those keys are not in the schema. */
export const clientFormSchema = insertUserSchema
  .pick({ firstName: true, lastName: true, membershipTier: true, marketingOptIn: true })
  .extend({
    firstName: z
      .string({ error: "First name is required" })
      .trim()
      .min(1, "First name is required")
      .max(100, tooLong("First name", 100)),
    lastName: z
      .string({ error: "Last name is required" })
      .trim()
      .min(1, "Last name is required")
      .max(100, tooLong("Last name", 100)),
    email: z
      .union([z.literal(""), z.email("Invalid email address").max(255)])
      .optional()
      .nullable()
      .transform((value) => (value ? value.toLowerCase() : null)),
    phone: z
      .union([z.literal(""), z.string().trim().min(7, "Phone number must be at least 7 characters").max(40)])
      .optional()
      .nullable()
      .transform((value) => (value ? value : null)),
    profileImageUrl: photoUrl,
    membershipTier: z.enum(MEMBERSHIP_TIERS, { error: "Membership tier must be regular or vip" }).default("regular"),
    marketingOptIn: z.boolean().default(false),
  })
  .strip();
export type ClientForm = z.input<typeof clientFormSchema>;

export interface AdminClient {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  profileImageUrl: string | null;
  membershipTier: string;
  marketingOptIn: boolean;
  isAdmin: boolean;
  adminLevel: string;
  createdAt: string;
}

export const adminLevelSchema = z.object({ adminLevel: z.enum(ADMIN_LEVELS) });

/** Statuses an admin may set from the appointments page; booking, assignment and the staff link set the others. */
export const ADMIN_SETTABLE_STATUSES = ["confirmed", "completed", "cancelled"] as const;
export const statusUpdateSchema = z.object({
  status: z.enum(ADMIN_SETTABLE_STATUSES, { error: "Status must be confirmed, completed or cancelled" }),
});
export const assignStaffSchema = z.object({
  staffId: z.coerce.number({ error: "Choose a manicurist" }).int().positive("Choose a manicurist"),
});

export interface AdminAppointment {
  id: number;
  status: string;
  appointmentDate: string;
  appointmentTime: string;
  totalDuration: number;
  totalPrice: number;
  serviceId: string;
  staffId: number | null;
  staffAssignedAt: string | null;
  createdAt: string;
  completedAt: string | null;
  actualEndTime: string | null;
  pedicureType: string | null;
  needsAcrylicRemoval: boolean;
  needsGelishRemoval: boolean;
  service: { nameEs: string; nameEn: string; durationMinutes: number; price: number };
  items: Array<{ itemId: string; kind: string; nameEn: string; nameEs: string; price: number; durationMinutes: number }>;
  /** Staff who could take it now (the picker's rules, computed on the server). */
  assignableStaffIds: number[];
  user: { firstName: string | null; lastName: string | null; email: string | null; phone: string | null };
  staff: { id: number; nameEs: string; nameEn: string } | null;
}

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

/** The two names of a staff member or a service option, each stored in 100 characters. */
const englishName = z
  .string({ error: "English name is required" })
  .trim()
  .min(1, "English name is required")
  .max(100, tooLong("English name", 100));
const spanishName = z
  .string({ error: "Spanish name is required" })
  .trim()
  .min(1, "Spanish name is required")
  .max(100, tooLong("Spanish name", 100));

/** Staff form: the specialty is not part of it, so the form never stores one. */
export const staffFormSchema = insertStaffSchema
  .pick({ nameEn: true, nameEs: true })
  .extend({
    nameEn: englishName,
    nameEs: spanishName,
    email: z
      .union([z.literal(""), z.email("Invalid email address").max(255)])
      .optional()
      .nullable()
      .transform((value) => (value ? value.toLowerCase() : null)),
    photoUrl,
    active: z.boolean().default(true),
    serviceIds: z.array(z.string().trim().min(1).max(50)).max(50).optional(),
  })
  .strip();
export const staffUpdateSchema = staffFormSchema.partial();
export type StaffForm = z.input<typeof staffFormSchema>;

export type AcrylicCategory = (typeof ACRYLIC_CATEGORIES)[number];
export const ACRYLIC_CATEGORY_REQUIRED = "Acrylic nail options need a category: length, technique or type";

/** The acrylic dialog lists its options by category, so an acrylic option without a valid one is never shown or bookable. */
export const needsAcrylicCategory = (parentServiceId: string): boolean => parentServiceId === SERVICE_IDS.acrylic;

export const isAcrylicCategory = (category: unknown): category is AcrylicCategory =>
  ACRYLIC_CATEGORIES.some((known) => known === category);

const serviceOptionFields = insertServiceOptionSchema
  .pick({ parentServiceId: true })
  .extend({
    parentServiceId: z.string().trim().min(1).max(50),
    nameEn: englishName,
    nameEs: spanishName,
    durationMinutes: z.coerce.number().int().min(-120).max(600).default(30),
    price: z.coerce.number().int().min(-100000).max(1000000).default(18000),
    displayOrder: z.coerce.number().int().catch(0).default(0),
    category: optionalText(50),
    includesEn: optionalText(2000),
    includesEs: optionalText(2000),
    active: z.boolean().default(true),
  })
  .strip();

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
export interface SessionUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  isAdmin: boolean;
  adminLevel: AdminLevel;
}

/** GET /api/admin/current-user. */
export interface CurrentAdmin extends SessionUser {
  isSuperAdmin: boolean;
}

/** A card on the superadmin's Users page (GET /api/superadmin/users): every user, customers and admins alike. */
export interface UserListRow {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  membershipTier: string;
  isAdmin: boolean;
  adminLevel: AdminLevel;
  createdAt: string;
}
