/**
 * The back office's list reads: query parameters, limits and the refusals they give, shared by the admin
 * pages (which build the queries) and the server (which parses them). Every list is scoped (a date range,
 * a page) so that its cost never grows with the salon's history.
 *
 * Paging: the body stays a JSON array of rows; the headers carry the rest.
 * - `X-Total-Count`: how many rows match the scope and filters.
 * - `Link: <…&cursor=…>; rel="next"` when more rows follow (absent on the last page). The cursor is opaque:
 *   send it back as it came, with the same filters.
 * - `ETag`: a request sending it back in `If-None-Match` gets `304` with no body while nothing in its
 *   scope changed (the appointments page polls every 10 seconds).
 */
import { z } from "zod";
import { dateParam } from "./api";

export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 200;
/** The widest date range one appointments request may ask for (about a quarter). */
export const LIST_RANGE_MAX_DAYS = 92;
export const LIST_SEARCH_MAX = 100;
/** A search finds any part of a name, address or number; shorter than this it would match nearly everyone. */
export const LIST_SEARCH_MIN = 3;
/** The staff performance's widest range: a year and a day, so the same month of last year compares. */
export const PERFORMANCE_RANGE_MAX_DAYS = 366;

export const LIMIT_INVALID = `Page size must be a whole number from 1 to ${LIST_LIMIT_MAX}`;
export const CURSOR_INVALID = "This page link is no longer valid. Reload the list.";
export const RANGE_INVERTED = "The last date must not be before the first date";
export const RANGE_TOO_WIDE = `Choose at most ${LIST_RANGE_MAX_DAYS} days`;
export const PERFORMANCE_RANGE_TOO_WIDE = `Choose at most ${PERFORMANCE_RANGE_MAX_DAYS} days`;
export const SEARCH_TOO_LONG = `Search text must be at most ${LIST_SEARCH_MAX} characters`;
export const SEARCH_TOO_SHORT = `Type at least ${LIST_SEARCH_MIN} characters to search`;
export const STATUS_FILTER_INVALID = "Status must be active, completed, cancelled, no_show or all";
export const STAFF_FILTER_INVALID = "Choose a manicurist or unassigned";
export const SORT_INVALID = "Sort must be name, recent or visits";
export const ORDER_INVALID = "Order must be asc or desc";

export const LIST_ORDERS = ["desc", "asc"] as const;

/**
 * "active": still to happen or waiting (not completed, cancelled, declined or no-show); "all": every status.
 */
export const APPOINTMENT_STATUS_FILTERS = ["active", "completed", "cancelled", "no_show", "all"] as const;
export type AppointmentStatusFilter = (typeof APPOINTMENT_STATUS_FILTERS)[number];

const limit = z.coerce
  .number({ error: LIMIT_INVALID })
  .int(LIMIT_INVALID)
  .min(1, LIMIT_INVALID)
  .max(LIST_LIMIT_MAX, LIMIT_INVALID)
  .default(LIST_LIMIT_DEFAULT);

/** Searched in names, email addresses and phone digits, ignoring case and accents; empty means no search. */
const search = z
  .string({ error: SEARCH_TOO_LONG })
  .max(LIST_SEARCH_MAX, SEARCH_TOO_LONG)
  .transform((value) => value.trim())
  .refine((value) => value.length === 0 || value.length >= LIST_SEARCH_MIN, SEARCH_TOO_SHORT)
  .optional()
  .transform((value) => (value ? value : undefined));

/** Opaque: what the previous page's `Link` header gave. Longer than any cursor the server writes is refused. */
const cursor = z.string({ error: CURSOR_INVALID }).min(1, CURSOR_INVALID).max(400, CURSOR_INVALID).optional();

/**
 * GET /api/admin/appointments. `from` defaults to today (salon date), `to` to the front desk's last
 * bookable date; at most LIST_RANGE_MAX_DAYS days.
 */
export const adminAppointmentsQuerySchema = z.object({
  from: dateParam.optional(),
  to: dateParam.optional(),
  status: z.enum(APPOINTMENT_STATUS_FILTERS, { error: STATUS_FILTER_INVALID }).default("all"),
  /** A manicurist's id, or "unassigned" for appointments nobody has taken yet. */
  staffId: z
    .union([z.literal("unassigned"), z.coerce.number().int().positive().max(2_147_483_647)], { error: STAFF_FILTER_INVALID })
    .optional(),
  q: search,
  /** "desc" (default): latest date first, then by time, then by id; "asc": soonest first (date, time, id). */
  order: z.enum(LIST_ORDERS, { error: ORDER_INVALID }).default("desc"),
  limit,
  cursor,
});
export type AdminAppointmentsQuery = z.input<typeof adminAppointmentsQuerySchema>;

/** "name": A to Z by first then last name; "recent": newest clients first; "visits": most completed visits first. */
export const CLIENT_SORTS = ["name", "recent", "visits"] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

/** GET /api/admin/clients: every client, or those the search finds. */
export const adminClientsQuerySchema = z.object({
  q: search,
  sort: z.enum(CLIENT_SORTS, { error: SORT_INVALID }).default("recent"),
  limit,
  cursor,
});
export type AdminClientsQuery = z.input<typeof adminClientsQuerySchema>;

/**
 * GET /api/superadmin/users: the admin accounts (`role=admins`, the default: the Users page manages admins) or
 * every user, customers too (`role=all`, to find a client to make an admin), newest first, or those the search finds.
 */
export const USER_ROLE_FILTERS = ["admins", "all"] as const;
export const superadminUsersQuerySchema = z.object({
  q: search,
  role: z.enum(USER_ROLE_FILTERS, { error: "Role must be admins or all" }).optional().default("admins"),
  limit,
  cursor,
});
export type SuperadminUsersQuery = z.input<typeof superadminUsersQuerySchema>;

/**
 * GET /api/admin/staff-performance. `from` defaults to the first day of the month eleven months back,
 * `to` to the last date the front desk can book (salon dates): twelve calendar months, and the jobs already
 * booked ahead, which count once they are completed. Completed work, revenue, no-shows and the months are
 * counted within the range; upcoming work is always from today on.
 */
export const staffPerformanceQuerySchema = z.object({ from: dateParam.optional(), to: dateParam.optional() });
export type StaffPerformanceQuery = z.input<typeof staffPerformanceQuerySchema>;

export { TOTAL_COUNT_HEADER, VIP_COUNT_HEADER } from "./list-headers";
