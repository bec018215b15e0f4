/**
 * Answers of the admin staff, service-option and maintenance calls, and the limits their pages share with
 * the server. The request schemas live in ./admin-api.
 */
import type { z } from "zod";
import type { PublicServiceOption } from "./api";
import type { Staff } from "./schema";

/** Per-service outcome of the seed-services call (server/seed/seed.ts produces it). */
export type SeedServiceStatus = "created" | "already_exists" | "error";

/** The specialty is shown on the cards; the staff form never sends it. */
export type AdminStaffMember = Pick<Staff, "id" | "nameEn" | "nameEs" | "email" | "photoUrl" | "specialty" | "active" | "commissionPercent">;

export interface AdminStaffDetail extends AdminStaffMember {
  serviceIds: string[];
}

export interface CompletedServiceLine {
  serviceName: string;
  serviceNameEs: string;
  appointmentDate: string;
  /** Cents: what the appointment cost. */
  price: number;
}

export interface UpcomingServiceLine {
  serviceName: string;
  serviceNameEs: string;
  appointmentDate: string;
  appointmentTime: string;
}

/** How many completed and upcoming lines a staff performance row carries; the page shows "+N more" for the rest. */
export const STAFF_PERFORMANCE_LINES = 5;

/** One calendar month of a manicurist's completed work, inside the requested range. */
export interface StaffPerformanceMonth {
  /** YYYY-MM (salon dates). */
  month: string;
  completed: number;
  /** Cents. */
  revenue: number;
}

/**
 * GET /api/admin/staff-performance?from=&to= (shared/admin-lists.ts): one row per active manicurist, counted in
 * SQL, its size independent of the history. Completed work, revenue, no-shows and months count inside the
 * range (twelve months by default); upcoming work is from today on.
 */
export interface StaffPerformanceRow {
  staff: AdminStaffMember;
  completedServices: number;
  upcomingAppointments: number;
  /** Cents. */
  totalRevenue: number;
  /** Cents: totalRevenue / completedServices, rounded; 0 without completed work. */
  averageTicket: number;
  noShows: number;
  cancelled: number;
  /** The STAFF_PERFORMANCE_LINES latest, most recent first (completedServices counts them all). */
  services: CompletedServiceLine[];
  /** The STAFF_PERFORMANCE_LINES soonest, soonest first (upcomingAppointments counts them all). */
  upcomingServices: UpcomingServiceLine[];
  /** Months with completed work, oldest first. */
  months: StaffPerformanceMonth[];
}

export const STAR_RATINGS = [5, 4, 3, 2, 1] as const;
export type StarRating = (typeof STAR_RATINGS)[number];

export interface StaffReviewsSummary {
  totalReviews: number;
  /** One decimal; 0 without reviews. */
  averageRating: number;
  ratingBreakdown: Record<StarRating, number>;
  /** Whole percentages of totalReviews. */
  ratingPercentages: Record<StarRating, number>;
}

export type AdminServiceOption = PublicServiceOption;

export interface SeedOptionsResult {
  message: string;
}

export interface SeedServicesResult {
  message: string;
  success: boolean;
  services: Array<{ id: string; nameEn: string; nameEs: string; status: SeedServiceStatus }>;
}

export interface ResetDatabaseResult {
  message: string;
  deletedCounts: { appointments: number; users: number; staffAvailability: number; reviews: number };
}

export interface TimezoneFixRow {
  id: number;
  appointmentDate: string;
  appointmentTime: string;
  oldActualEndTime: string;
  newActualEndTime: string;
  status: "fixed" | "not fixed";
}

export interface TimezoneFixResult {
  success: boolean;
  message: string;
  affectedCount: number;
  appointments: TimezoneFixRow[];
}

/** The option form's sliders (minutes and cents); a new option starts at 30 minutes and 18000 cents. */
export const OPTION_DURATION_SLIDER = { min: 15, max: 120, step: 5, defaultValue: 30 } as const;
export const OPTION_PRICE_SLIDER = { min: 0, max: 50_000, step: 500, defaultValue: 18_000 } as const;

/** The staff page's appointment lists show this many, then '+N more'. */
export const STAFF_LIST_LIMIT = 5;

export const ONLY_SUPERADMIN_RESETS = "Only a superadmin can reset the database";

/**
 * Parses a partial update keeping only the fields the caller sent. zod's `partial()` still fills in each
 * field's default, so without this an update naming one field would reset the others to their defaults
 * (e.g. the qualifications page's `{ serviceIds }` would reactivate an inactive staff member).
 */
export function parseSentFields<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  body: unknown,
): Partial<z.output<Schema>> {
  const parsed = schema.parse(body ?? {});
  const sent = new Set(body && typeof body === "object" ? Object.keys(body) : []);
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => sent.has(key))) as Partial<z.output<Schema>>;
}
