/**
 * The owner's reports (GET /api/admin/reports/:report): the query every report takes and the rows each
 * answers. Amounts in cents; dates and hours in salon time; rates from 0 to 1.
 */
import { z } from "zod";
import { dateParam } from "./api";

export const REPORTS = ["revenue", "visits", "rebooking", "clients", "occupancy", "hours"] as const;
export type ReportName = (typeof REPORTS)[number];

export const PERIODS = ["day", "week", "month"] as const;
export type Period = (typeof PERIODS)[number];
export const REVENUE_GROUPS = [...PERIODS, "service", "staff"] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];

/** Every report reads at most this many days at once, so each answer stays one bounded scan. */
export const MAX_REPORT_DAYS = 366;
/** A visit counts as rebooked when the same client comes back within this many days. */
export const REBOOKING_DAYS = 42;

export const reportNameParam = z.enum(REPORTS, { error: "Report must be revenue, visits, rebooking, clients, occupancy or hours" });

export const reportQuerySchema = z
  .object({
    from: dateParam,
    to: dateParam,
    /** revenue: day, week, month, service or staff (default day); visits, rebooking, clients: day, week or month. */
    groupBy: z.enum(REVENUE_GROUPS, { error: "Group by must be day, week, month, service or staff" }).optional(),
    format: z.enum(["json", "csv"], { error: "Format must be json or csv" }).optional(),
  })
  .refine((query) => query.from <= query.to, { message: "The last date must not be before the first date", path: ["to"] });
export type ReportQuery = z.input<typeof reportQuerySchema>;

export type RevenuePeriodRow = {
  period: string;
  visits: number;
  gross: number;
  discounts: number;
  /** What was charged: gross − discounts + sale corrections. */
  sales: number;
  tips: number;
}
export type RevenueServiceRow = {
  itemId: string;
  kind: string;
  nameEs: string;
  nameEn: string;
  count: number;
  revenue: number;
}
export type RevenueStaffRow = {
  staffId: number | null;
  nameEs: string;
  nameEn: string;
  visits: number;
  sales: number;
  tips: number;
  commissionPercent: number;
  commission: number;
}
export type VisitsRow = {
  period: string;
  booked: number;
  completed: number;
  noShows: number;
  cancelled: number;
  lateCancels: number;
  noShowRate: number;
  lateCancelRate: number;
}
export type RebookingRow = {
  period: string;
  visits: number;
  rebooked: number;
  rate: number;
}
export type ClientsRow = {
  period: string;
  clients: number;
  newClients: number;
  returning: number;
}
export type OccupancyRow = {
  staffId: number;
  nameEs: string;
  nameEn: string;
  scheduledMinutes: number;
  bookedMinutes: number;
  occupancy: number;
}
export type HoursRow = {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  hour: number;
  visits: number;
}

export interface ReportRows {
  revenue: RevenuePeriodRow[] | RevenueServiceRow[] | RevenueStaffRow[];
  visits: VisitsRow[];
  rebooking: RebookingRow[];
  clients: ClientsRow[];
  occupancy: OccupancyRow[];
  hours: HoursRow[];
}

/** The JSON answer: the rows, and the range and grouping they were read for. */
export interface ReportAnswer<Name extends ReportName = ReportName> {
  report: Name;
  from: string;
  to: string;
  groupBy: RevenueGroup | null;
  rows: ReportRows[Name];
}

