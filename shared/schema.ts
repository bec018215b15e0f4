import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
  type PgColumn,
} from "drizzle-orm/pg-core";

/** A CHECK keeping a column inside its closed set, so that a write from outside the app is refused too. */
const oneOf = (name: string, column: PgColumn, values: readonly string[]) =>
  check(name, sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`);

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const ADMIN_LEVELS = ["none", "admin", "superadmin"] as const;
export type AdminLevel = (typeof ADMIN_LEVELS)[number];
export const MEMBERSHIP_TIERS = ["regular", "vip"] as const;
export const LOCALES = ["es", "en"] as const;
export type Locale = (typeof LOCALES)[number];

export const APPOINTMENT_STATUSES = [
  "pending_staff_confirmation",
  "pending",
  "confirmed",
  "completed",
  "cancelled",
  "declined",
  "no_show",
  // Added: a slot held while its customer pays the deposit or saves a card (until hold_expires_at).
  "awaiting_payment",
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** An appointment in one of these is over: nothing more happens to it (no email, no reassignment). */
export const FINAL_STATUSES: AppointmentStatus[] = ["completed", "cancelled", "declined", "no_show"];
/** Still to happen: it holds its staff member's time and shows as upcoming. */
export const UPCOMING_STATUSES: AppointmentStatus[] = ["pending_staff_confirmation", "pending", "confirmed"];
/** Waiting for a staff member's answer. */
export const AWAITING_STAFF_STATUSES: AppointmentStatus[] = ["pending_staff_confirmation", "pending"];

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 255 }).unique(),
    firstName: varchar("first_name", { length: 100 }),
    lastName: varchar("last_name", { length: 100 }),
    profileImageUrl: varchar("profile_image_url", { length: 500 }),
    phone: varchar("phone", { length: 40 }),
    isAdmin: boolean("is_admin").notNull().default(false),
    adminLevel: varchar("admin_level", { length: 20, enum: ADMIN_LEVELS }).notNull().default("none"),
    membershipTier: varchar("membership_tier", { length: 20, enum: MEMBERSHIP_TIERS }).notNull().default("regular"),
    marketingOptIn: boolean("marketing_opt_in").notNull().default(false),
    // Added: when the client last said yes to marketing messages (on the booking page or to the salon).
    marketingOptInAt: timestamp("marketing_opt_in_at", { withTimezone: true }),
    // Added: admins sign in with a username and password; customers never have either.
    username: varchar("username", { length: 100 }).unique(),
    // Added: argon2id hash (PHC string) of the admin's password.
    passwordHash: text("password_hash"),
    // Added: set when a superadmin issued a one-time password; the admin must choose their own at next sign-in.
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    // Added: the front desk's free-text notes about a client (allergies, preferences).
    notes: text("notes"),
    // Added: the date of the client's last completed visit, kept by PostgreSQL triggers on appointments
    // (migrations/0018), so a campaign's last-visit audience reads one index range (users_marketing_reach_idx,
    // written by hand in that migration: drizzle cannot state its INCLUDE columns).
    lastVisitDate: varchar("last_visit_date", { length: 10 }),
    // Added: how many completed visits the client has, kept by the same triggers, so the clients list ordered
    // by visits reads one index (users_client_visits_idx) instead of counting every visit ever made.
    completedVisits: integer("completed_visits").notNull().default(0),
    // Added: the accent- and case-folded name and email that client search matches (cita_person_search,
    // migrations/0012), stored by PostgreSQL so that a search's recheck of each candidate row reads it
    // instead of folding the text again.
    searchText: text("search_text").generatedAlwaysAs(sql`public.cita_person_search(first_name, last_name, email)`),
    ...timestamps,
  },
  (table) => [
    oneOf("users_admin_level_check", table.adminLevel, ADMIN_LEVELS),
    oneOf("users_membership_tier_check", table.membershipTier, MEMBERSHIP_TIERS),
    // The back office's lists and searches (server/clients, server/users): trigram indexes on the accent- and
    // case-folded name and email and on the phone's digits (the functions are in migrations/0012), and one
    // index per sort order of the clients and users lists.
    index("users_search_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("users_phone_digits_idx").using("gin", sql`public.cita_digits(${table.phone}) gin_trgm_ops`),
    index("users_client_name_idx")
      .on(sql`public.cita_name_key(${table.firstName}, ${table.lastName})`, table.id)
      .where(sql`${table.isAdmin} = false AND ${table.adminLevel} = 'none'`),
    index("users_client_visits_idx")
      .on(table.completedVisits.desc().nullsFirst(), table.id)
      .where(sql`${table.isAdmin} = false AND ${table.adminLevel} = 'none'`),
    index("users_client_created_idx")
      .on(table.createdAt.desc().nullsFirst(), table.id)
      .where(sql`${table.isAdmin} = false AND ${table.adminLevel} = 'none'`),
    index("users_created_idx").on(table.createdAt.desc().nullsFirst(), table.id),
    // The clients list's unsearched totals (clients, and VIPs among them) counted from this index alone.
    index("users_client_tier_idx").on(table.membershipTier).where(sql`${table.isAdmin} = false AND ${table.adminLevel} = 'none'`),
    index("users_admins_idx").on(table.id).where(sql`${table.isAdmin} = true OR ${table.adminLevel} <> 'none'`),
    index("users_marketing_idx").on(table.membershipTier, table.id).where(sql`${table.marketingOptIn} = true AND ${table.isAdmin} = false`),
  ],
);

// Used by connect-pg-simple; the shape is the one that library expects.
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (table) => [index("IDX_session_expire").on(table.expire)],
);

export const SERVICE_KINDS = ["main", "extra"] as const;

export const services = pgTable(
  "services",
  {
    id: varchar("id", { length: 50 }).primaryKey(),
    nameEn: varchar("name_en", { length: 100 }).notNull(),
    nameEs: varchar("name_es", { length: 100 }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    price: integer("price").notNull().default(0),
    active: boolean("active").notNull().default(true),
    // Added: the booking page lays out its cards from these (main service or extra, configure first, picture).
    kind: varchar("kind", { length: 10, enum: SERVICE_KINDS }).notNull().default("main"),
    hasOptions: boolean("has_options").notNull().default(false),
    backgroundImage: varchar("background_image", { length: 255 }),
    // Added: Haircut and Facial are listed but "coming soon"; the server refuses to book them.
    comingSoon: boolean("coming_soon").notNull().default(false),
    // Added: the order cards appear in.
    displayOrder: integer("display_order").notNull().default(0),
    ...timestamps,
  },
  (table) => [oneOf("services_kind_check", table.kind, SERVICE_KINDS)],
);

export const serviceOptions = pgTable(
  "service_options",
  {
    id: varchar("id", { length: 64 }).primaryKey().default(sql`gen_random_uuid()::text`),
    // Added as a foreign key: an option of a removed service has nothing left to configure.
    parentServiceId: varchar("parent_service_id", { length: 50 })
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    nameEn: varchar("name_en", { length: 100 }).notNull(),
    nameEs: varchar("name_es", { length: 100 }).notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(0),
    price: integer("price").notNull(),
    displayOrder: integer("display_order").notNull().default(0),
    category: varchar("category", { length: 50 }),
    includesEn: text("includes_en"),
    includesEs: text("includes_es"),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (table) => [index("service_options_parent_idx").on(table.parentServiceId)],
);

export const staff = pgTable("staff", {
  id: serial("id").primaryKey(),
  nameEn: varchar("name_en", { length: 100 }).notNull(),
  nameEs: varchar("name_es", { length: 100 }).notNull(),
  email: varchar("email", { length: 255 }),
  specialty: varchar("specialty", { length: 100 }),
  photoUrl: varchar("photo_url", { length: 500 }),
  active: boolean("active").notNull().default(true),
  // Added: the share of the services a manicurist performs that is paid to her (whole percent, 0–100); the
  // revenue report shows it per manicurist. Tips are hers in full and are not part of it.
  commissionPercent: integer("commission_percent").notNull().default(0),
  ...timestamps,
}, (table) => [check("staff_commission_percent_check", sql`${table.commissionPercent} BETWEEN 0 AND 100`)]);

export const appointments = pgTable(
  "appointments",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The first booked service; every booked service is in appointment_items.
    serviceId: varchar("service_id", { length: 50 })
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    appointmentDate: varchar("appointment_date", { length: 10 }).notNull(),
    appointmentTime: varchar("appointment_time", { length: 5 }).notNull(),
    status: varchar("status", { length: 30, enum: APPOINTMENT_STATUSES }).notNull().default("pending_staff_confirmation"),
    staffAssignedAt: timestamp("staff_assigned_at", { withTimezone: true }),
    // SHA-256 hex of the tokens (64 characters); the tokens themselves are never stored.
    confirmationToken: varchar("confirmation_token", { length: 64 }).unique(),
    reviewToken: varchar("review_token", { length: 64 }).unique(),
    // Added: the emailed links expire and work once (docs/decisions/005-email-outbox-and-tokens.md).
    confirmationTokenExpiresAt: timestamp("confirmation_token_expires_at", { withTimezone: true }),
    confirmationTokenUsedAt: timestamp("confirmation_token_used_at", { withTimezone: true }),
    reviewTokenExpiresAt: timestamp("review_token_expires_at", { withTimezone: true }),
    reviewTokenUsedAt: timestamp("review_token_used_at", { withTimezone: true }),
    needsAcrylicRemoval: boolean("needs_acrylic_removal").notNull().default(false),
    needsGelishRemoval: boolean("needs_gelish_removal").notNull().default(false),
    pedicureType: varchar("pedicure_type", { length: 50 }),
    actualEndTime: varchar("actual_end_time", { length: 5 }),
    // Added: totals computed by the server from the catalogue at booking time.
    totalPrice: integer("total_price").notNull().default(0),
    totalDuration: integer("total_duration").notNull().default(60),
    // Added: the language of the booking page, so emails reach the customer in it.
    locale: varchar("locale", { length: 2, enum: LOCALES }).notNull().default("es"),
    // Added: set when the 24-hour reminder was queued, so it is queued once.
    reminderQueuedAt: timestamp("reminder_queued_at", { withTimezone: true }),
    // Added: set when the status became completed (review links expire 30 days later).
    completedAt: timestamp("completed_at", { withTimezone: true }),
    // Added: the name and phone the appointment was booked with. A later booking with the same email never
    // rewrites them (nor the client record), so an appointment always shows who really booked it.
    contactName: varchar("contact_name", { length: 201 }),
    contactPhone: varchar("contact_phone", { length: 40 }),
    // Added: the contact name folded as searches compare it (cita_fold), stored by PostgreSQL so that the
    // appointments list's search within a date range does not fold every row's name on every read.
    contactSearch: text("contact_search").generatedAlwaysAs(sql`public.cita_fold(contact_name)`),
    // Added: the last staff member who declined the job through their link, and when; the job then waits
    // for the salon to choose someone else instead of cancelling the customer.
    declinedByStaffId: integer("declined_by_staff_id").references(() => staff.id, { onDelete: "set null" }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    // Added: the calendar event's SEQUENCE, raised on every move or cancellation so calendars update in place.
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    // Added: bookings made by the front desk (phone, walk-in) rather than on the public page.
    bookedByAdmin: boolean("booked_by_admin").notNull().default(false),
    // Added: when the customer last cancelled or rescheduled it themselves (through their manage link), so
    // the salon can tell a customer's change from its own.
    customerChangedAt: timestamp("customer_changed_at", { withTimezone: true }),
    // Added: when the appointment got its current date and time (a move sets it; null means when it was
    // booked). A reminder goes only to appointments scheduled more than the reminder's lead ahead.
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    // Added: when an admin marked it completed or a no-show, and the status it had just before, so the salon can
    // undo a mistaken click the same day (the previous status cannot be told apart from the row afterwards).
    statusBeforeFinal: varchar("status_before_final", { length: 30, enum: APPOINTMENT_STATUSES }),
    finalStatusAt: timestamp("final_status_at", { withTimezone: true }),
    // Added: while awaiting_payment, when the held slot is freed if the customer has not paid.
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    // Added: a visit of several parts (its parts are in appointment_segments), written by the booking with
    // its parts; a visit never gains or loses parts afterwards. Lets a read find a date range's visits in
    // parts by the index below instead of looking up every part ever booked.
    inParts: boolean("in_parts").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    // By date (every day's reads) and the admin appointments list in either order (server/admin-appointments/
    // list.ts), by status (dashboard, filters), by manicurist (filter, staff performance), and per client
    // (the client card; no-shows, visits, last visit). Each also serves the lookups of its leading column.
    index("appointments_list_desc_idx").on(table.appointmentDate.desc().nullsFirst(), table.appointmentTime, table.id),
    index("appointments_list_asc_idx").on(table.appointmentDate, table.appointmentTime, table.id),
    index("appointments_status_date_idx").on(table.status, table.appointmentDate),
    // The status, price and in-parts mark after the key let staff performance count a year of each manicurist's
    // visits from the index alone (an index-only scan), without reading the rows.
    index("appointments_staff_date_idx").on(table.staffId, table.appointmentDate, table.appointmentTime, table.id, table.status, table.totalPrice, table.inParts),
    index("appointments_user_idx").on(table.userId),
    index("appointments_status_user_date_idx").on(table.status, table.userId, table.appointmentDate),
    oneOf("appointments_status_check", table.status, APPOINTMENT_STATUSES),
    oneOf("appointments_locale_check", table.locale, LOCALES),
    // The sweep freeing unpaid holds reads only these.
    index("appointments_hold_expiry_idx").on(table.holdExpiresAt).where(sql`${table.status} = 'awaiting_payment'`),
    // A date range's visits in parts (staff performance), about one visit in twenty.
    index("appointments_in_parts_date_idx").on(table.appointmentDate).where(sql`${table.inParts}`),
  ],
);

export const ITEM_KINDS = ["service", "option", "extra", "removal"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

// Added: what was booked, line by line, with name, price and duration as they were at booking time,
// so later catalogue edits never rewrite a past appointment.
export const appointmentItems = pgTable(
  "appointment_items",
  {
    id: serial("id").primaryKey(),
    appointmentId: integer("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 10, enum: ITEM_KINDS }).notNull(),
    // Catalogue id of the service, option or removal; not a foreign key so history survives deletions.
    itemId: varchar("item_id", { length: 64 }).notNull(),
    parentServiceId: varchar("parent_service_id", { length: 50 }),
    nameEn: varchar("name_en", { length: 100 }).notNull(),
    nameEs: varchar("name_es", { length: 100 }).notNull(),
    price: integer("price").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    index("appointment_items_appointment_idx").on(table.appointmentId),
    oneOf("appointment_items_kind_check", table.kind, ITEM_KINDS),
  ],
);

// Added: the parts of a visit done by several manicurists, one after another or at the same time. Only a
// visit of two or more parts has rows; a one-manicurist visit is its appointment (its one part is the whole
// appointment with the appointment's manicurist). Times are minutes after the visit's start, so moving the
// visit moves every part with it and no change can split it.
export const appointmentSegments = pgTable(
  "appointment_segments",
  {
    appointmentId: integer("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    // 1, 2, …: the part's id within its visit.
    position: integer("position").notNull(),
    startOffsetMinutes: integer("start_offset_minutes").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    serviceIds: varchar("service_ids", { length: 50 }).array().notNull(),
    // What the part's booked lines cost, in cents: its services with their options and, in the part that does
    // them, the removals. Written with the visit; a payment for the visit is split between its parts by it.
    price: integer("price").notNull(),
    // The part's own link to its manicurist, as the appointment's link of a one-part visit: SHA-256 hex of
    // the token, expiring when the visit starts, working once.
    confirmationToken: varchar("confirmation_token", { length: 64 }).unique(),
    confirmationTokenExpiresAt: timestamp("confirmation_token_expires_at", { withTimezone: true }),
    confirmationTokenUsedAt: timestamp("confirmation_token_used_at", { withTimezone: true }),
    // When the part's manicurist agreed to it; the visit is confirmed once every part has been.
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    // The last manicurist who declined this part through her link, and when; the part then waits for the
    // salon to choose someone else.
    declinedByStaffId: integer("declined_by_staff_id").references(() => staff.id, { onDelete: "set null" }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.appointmentId, table.position] }),
    index("appointment_segments_staff_idx").on(table.staffId).where(sql`${table.staffId} IS NOT NULL`),
    check(
      "appointment_segments_times_check",
      sql`${table.position} >= 1 AND ${table.startOffsetMinutes} >= 0 AND ${table.durationMinutes} > 0 AND cardinality(${table.serviceIds}) >= 1`,
    ),
  ],
);

export const salonConfig = pgTable("salon_config", {
  id: varchar("id", { length: 50 }).primaryKey().default("default"),
  businessHoursStart: varchar("business_hours_start", { length: 5 }).notNull().default("09:00"),
  businessHoursEnd: varchar("business_hours_end", { length: 5 }).notNull().default("18:00"),
  daysOpen: text("days_open")
    .array()
    .notNull()
    .default(sql`ARRAY['monday','tuesday','wednesday','thursday','friday','saturday']::text[]`),
  // Added: what a manicurist's own page and calendar feed show of her customers beyond the first name: the
  // client card's note (allergies matter to her work, so shown unless the salon turns it off) and the phone
  // (a contact detail, so hidden unless the salon turns it on).
  staffSeeClientNotes: boolean("staff_see_client_notes").notNull().default(true),
  staffSeeCustomerPhone: boolean("staff_see_customer_phone").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const staffAvailability = pgTable(
  "staff_availability",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    availableDate: varchar("available_date", { length: 10 }).notNull(),
    isPunchedIn: boolean("is_punched_in").notNull().default(true),
    startTime: varchar("start_time", { length: 5 }),
    endTime: varchar("end_time", { length: 5 }),
    breakStartTime: varchar("break_start_time", { length: 5 }),
    ...timestamps,
  },
  (table) => [unique("staff_availability_staff_date_unique").on(table.staffId, table.availableDate)],
);

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

// Added: a staff member's regular week, one row per working weekday (0 = Sunday … 6 = Saturday). The
// availability of any date comes from it unless that date was edited (staff_availability) or falls in
// time off (staff_time_off).
export const staffWeeklySchedules = pgTable(
  "staff_weekly_schedules",
  {
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    startTime: varchar("start_time", { length: 5 }).notNull(),
    endTime: varchar("end_time", { length: 5 }).notNull(),
    breakStartTime: varchar("break_start_time", { length: 5 }),
    ...timestamps,
  },
  (table) => [
    unique("staff_weekly_schedules_staff_weekday_unique").on(table.staffId, table.weekday),
    check("staff_weekly_schedules_weekday_check", sql`${table.weekday} BETWEEN 0 AND 6`),
    check("staff_weekly_schedules_hours_check", sql`${table.startTime} < ${table.endTime}`),
  ],
);

// Added: days a staff member is away (holiday, sick leave), inclusive dates.
export const staffTimeOff = pgTable(
  "staff_time_off",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    startDate: varchar("start_date", { length: 10 }).notNull(),
    endDate: varchar("end_date", { length: 10 }).notNull(),
    note: varchar("note", { length: 200 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("staff_time_off_staff_idx").on(table.staffId, table.startDate),
    check("staff_time_off_range_check", sql`${table.startDate} <= ${table.endDate}`),
  ],
);

export const staffServices = pgTable(
  "staff_services",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    serviceId: varchar("service_id", { length: 50 })
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("staff_services_staff_service_unique").on(table.staffId, table.serviceId)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    // Unique: one review per appointment.
    appointmentId: integer("appointment_id")
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("reviews_staff_idx").on(table.staffId)],
);

// Added: reviews left on the public Reviews page (POST /api/reviews) belong to no appointment,
// so they cannot live in `reviews`, whose appointment is required.
export const siteReviews = pgTable("site_reviews", {
  id: serial("id").primaryKey(),
  customerName: varchar("customer_name", { length: 100 }).notNull(),
  rating: integer("rating").notNull(),
  comment: text("comment").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Added: a retried booking with the same Idempotency-Key gets the first answer instead of a second booking.
export const idempotencyKeys = pgTable("idempotency_keys", {
  key: varchar("key", { length: 255 }).primaryKey(),
  requestHash: varchar("request_hash", { length: 64 }).notNull(),
  responseStatus: integer("response_status").notNull(),
  responseBody: jsonb("response_body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Added: failed admin sign-ins per username and client address, shared by every app instance.
export const loginAttempts = pgTable("login_attempts", {
  key: varchar("key", { length: 300 }).primaryKey(),
  failures: integer("failures").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Added: public-write counters per client address, shared by every app instance so that a flood spread
// over the instances behind a load balancer still meets one limit. A row lives for one window.
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: varchar("key", { length: 300 }).primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** "skipped": withdrawn before it was sent (a client who unsubscribed while a campaign was on its way). */
export const OUTBOX_STATUSES = ["pending", "sent", "failed", "skipped"] as const;

/** How an outbox row reaches its recipient: an email, or a text message (SMS or WhatsApp, as the salon set up). */
export const OUTBOX_CHANNELS = ["email", "text"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

// Added: the transactional outbox. An email is a row written in the same transaction as its cause;
// a worker delivers it later, so an SMTP outage delays mail and never loses it.
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    kind: varchar("kind", { length: 40 }).notNull(),
    recipient: varchar("recipient", { length: 255 }).notNull(),
    locale: varchar("locale", { length: 2, enum: LOCALES }).notNull().default("es"),
    payload: jsonb("payload").notNull(),
    status: varchar("status", { length: 10, enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Added: "text" rows go to a phone number (E.164) through the text-message provider.
    channel: varchar("channel", { length: 10, enum: OUTBOX_CHANNELS }).notNull().default("email"),
  },
  (table) => [
    index("email_outbox_due_idx").on(table.status, table.nextAttemptAt),
    oneOf("email_outbox_status_check", table.status, OUTBOX_STATUSES),
    oneOf("email_outbox_locale_check", table.locale, LOCALES),
    oneOf("email_outbox_channel_check", table.channel, OUTBOX_CHANNELS),
  ],
);

// Added: the customer's manage links (/manage/{token}). Every customer email carries a fresh one; each stays
// valid until its appointment starts (not single-use: the customer may open it again). Only the SHA-256 of a
// token is stored.
export const appointmentManageTokens = pgTable(
  "appointment_manage_tokens",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    appointmentId: integer("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("appointment_manage_tokens_appointment_idx").on(table.appointmentId)],
);

// Added: the "My appointments" links a customer asks for by email; one lists every upcoming appointment
// booked with that address until it expires. Only the SHA-256 of a token is stored.
export const customerLinkTokens = pgTable(
  "customer_link_tokens",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    email: varchar("email", { length: 255 }).notNull(),
    // The language the link was asked in: its email and the list open in it.
    locale: varchar("locale", { length: 2, enum: LOCALES }).notNull().default("es"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("customer_link_tokens_email_idx").on(table.email), oneOf("customer_link_tokens_locale_check", table.locale, LOCALES)],
);

// Added: marketing campaigns, composed in both languages, each client receiving their language's version.
export const campaigns = pgTable("campaigns", {
  id: serial("id").primaryKey(),
  subjectEs: varchar("subject_es", { length: 200 }).notNull(),
  bodyEs: text("body_es").notNull(),
  subjectEn: varchar("subject_en", { length: 200 }).notNull(),
  bodyEn: text("body_en").notNull(),
  // "all", "vip" or { "lastVisitBeforeDays": N } (shared/campaigns-api.ts).
  audience: jsonb("audience").notNull(),
  createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  sentById: uuid("sent_by_id").references(() => users.id, { onDelete: "set null" }),
  ...timestamps,
});

// Added: who a sent campaign went to, by which channel, with the hash of their one-click unsubscribe token.
export const campaignRecipients = pgTable(
  "campaign_recipients",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: varchar("channel", { length: 10, enum: OUTBOX_CHANNELS }).notNull(),
    locale: varchar("locale", { length: 2, enum: LOCALES }).notNull().default("es"),
    unsubscribeTokenHash: varchar("unsubscribe_token_hash", { length: 64 }).notNull().unique(),
    // The outbox row that carries the message (no foreign key: the outbox is bookkeeping, emptied freely).
    outboxId: integer("outbox_id"),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("campaign_recipients_once").on(table.campaignId, table.userId, table.channel),
    index("campaign_recipients_user_idx").on(table.userId),
    oneOf("campaign_recipients_channel_check", table.channel, OUTBOX_CHANNELS),
    oneOf("campaign_recipients_locale_check", table.locale, LOCALES),
  ],
);

// Added: the days whose automatic backup has been written, and where. Instances sharing a database back
// up once a day between them: the one that writes the day's backup records it here (server/infra/backup/daily.ts).
export const backupRuns = pgTable("backup_runs", {
  day: varchar("day", { length: 10 }).primaryKey(),
  fileName: varchar("file_name", { length: 100 }).notNull(),
  host: varchar("host", { length: 255 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Added: each manicurist's personal link (/my-day/{token} and its calendar feed /staff-feed/{token}.ics), one
// per member: issuing a new one replaces the old, revoking deletes it. Only the SHA-256 of the token is stored.
export const staffPersonalLinks = pgTable(
  "staff_personal_links",
  {
    staffId: integer("staff_id")
      .primaryKey()
      .references(() => staff.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    // The language the link was emailed in; the page opens in it.
    locale: varchar("locale", { length: 2, enum: LOCALES }).notNull().default("es"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    issuedById: uuid("issued_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [oneOf("staff_personal_links_locale_check", table.locale, LOCALES)],
);

export const CHECKOUT_PAYMENT_METHODS = ["cash", "card", "transfer", "deposit"] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];
/** How money moves in a correction: a deposit is taken before the visit, so a correction never uses it. */
export const ADJUSTMENT_METHODS = ["cash", "card", "transfer"] as const;
export const ADJUSTMENT_TARGETS = ["sale", "tip"] as const;
export const DISCOUNT_KINDS = ["amount", "percent"] as const;
export const DAY_CLOSE_ACTIONS = ["close", "reopen"] as const;

// Added: what a visit was charged at the desk, once per appointment. `business_date` is the salon date the
// money belongs to (the visit's date): the day's close and every revenue report read it. Amounts in cents.
export const checkouts = pgTable(
  "checkouts",
  {
    id: serial("id").primaryKey(),
    appointmentId: integer("appointment_id")
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: "cascade" }),
    businessDate: varchar("business_date", { length: 10 }).notNull(),
    // The manicurist who did the visit when it was checked out (the revenue-by-manicurist report reads it).
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    subtotal: integer("subtotal").notNull(),
    discountKind: varchar("discount_kind", { length: 10, enum: DISCOUNT_KINDS }),
    // The amount in cents, or the percent (0–100), as the admin entered it.
    discountValue: integer("discount_value"),
    discountReason: varchar("discount_reason", { length: 200 }),
    discountAmount: integer("discount_amount").notNull().default(0),
    total: integer("total").notNull(),
    tipTotal: integer("tip_total").notNull().default(0),
    changeGiven: integer("change_given").notNull().default(0),
    // SHA-256 of the request as parsed: the same request again gets the first answer, another one a refusal.
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    checkedOutById: uuid("checked_out_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("checkouts_business_date_idx").on(table.businessDate, table.staffId),
    oneOf("checkouts_discount_kind_check", table.discountKind, DISCOUNT_KINDS),
    check("checkouts_amounts_check", sql`${table.subtotal} >= 0 AND ${table.discountAmount} BETWEEN 0 AND ${table.subtotal} AND ${table.total} = ${table.subtotal} - ${table.discountAmount} AND ${table.tipTotal} >= 0 AND ${table.changeGiven} >= 0`),
  ],
);

// Added: the lines a checkout charged (booked and added at the chair), with name and price as charged.
export const checkoutItems = pgTable(
  "checkout_items",
  {
    id: serial("id").primaryKey(),
    checkoutId: integer("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 10, enum: ITEM_KINDS }).notNull(),
    itemId: varchar("item_id", { length: 64 }).notNull(),
    nameEn: varchar("name_en", { length: 100 }).notNull(),
    nameEs: varchar("name_es", { length: 100 }).notNull(),
    price: integer("price").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    index("checkout_items_checkout_idx").on(table.checkoutId),
    // No sign check: an option may lower its service's price (an acrylic fill); the checkout's subtotal is checked.
    oneOf("checkout_items_kind_check", table.kind, ITEM_KINDS),
  ],
);

// Added: each manicurist's tip on a checkout (a visit may have been shared).
export const checkoutTips = pgTable(
  "checkout_tips",
  {
    id: serial("id").primaryKey(),
    checkoutId: integer("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    amount: integer("amount").notNull(),
  },
  (table) => [index("checkout_tips_checkout_idx").on(table.checkoutId), check("checkout_tips_amount_check", sql`${table.amount} >= 0`)],
);

// Added: how a checkout was paid, one row per payment (a split payment has several). A "deposit" row counts
// the deposit the customer paid when booking; `cash_given` and `change_given` are for cash only.
export const checkoutPayments = pgTable(
  "checkout_payments",
  {
    id: serial("id").primaryKey(),
    checkoutId: integer("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "cascade" }),
    method: varchar("method", { length: 10, enum: CHECKOUT_PAYMENT_METHODS }).notNull(),
    amount: integer("amount").notNull(),
    cashGiven: integer("cash_given"),
    changeGiven: integer("change_given").notNull().default(0),
    // The deposit's own payment record, whose amount this row copies; unique, so a deposit is counted once.
    // Null on "deposit" rows saved before the link existed.
    appointmentPaymentId: integer("appointment_payment_id")
      .unique()
      .references(() => appointmentPayments.id, { onDelete: "set null" }),
  },
  (table) => [
    index("checkout_payments_checkout_idx").on(table.checkoutId),
    oneOf("checkout_payments_method_check", table.method, CHECKOUT_PAYMENT_METHODS),
    check("checkout_payments_amount_check", sql`${table.amount} > 0 AND ${table.changeGiven} >= 0`),
    check("checkout_payments_deposit_link_check", sql`${table.appointmentPaymentId} IS NULL OR ${table.method} = 'deposit'`),
  ],
);

// Added: a recorded correction of a checkout (money refunded or charged after it, on the sale or a tip).
// A checkout is never edited; its day's figures are the checkout plus its adjustments.
export const checkoutAdjustments = pgTable(
  "checkout_adjustments",
  {
    id: serial("id").primaryKey(),
    checkoutId: integer("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "cascade" }),
    // The checkout's business date, so a day's figures read its adjustments by one index.
    businessDate: varchar("business_date", { length: 10 }).notNull(),
    target: varchar("target", { length: 10, enum: ADJUSTMENT_TARGETS }).notNull(),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    method: varchar("method", { length: 10, enum: ADJUSTMENT_METHODS }).notNull(),
    // Positive: more was charged; negative: money given back.
    amount: integer("amount").notNull(),
    reason: varchar("reason", { length: 200 }).notNull(),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("checkout_adjustments_checkout_idx").on(table.checkoutId),
    index("checkout_adjustments_business_date_idx").on(table.businessDate),
    oneOf("checkout_adjustments_target_check", table.target, ADJUSTMENT_TARGETS),
    oneOf("checkout_adjustments_method_check", table.method, ADJUSTMENT_METHODS),
    check("checkout_adjustments_amount_check", sql`${table.amount} <> 0`),
  ],
);

// Added: a closed salon day: the cash counted in the drawer against the cash the day's checkouts expect.
// While `reopened_at` is null the day is closed and refuses checkouts and adjustments.
export const dayCloses = pgTable("day_closes", {
  date: varchar("date", { length: 10 }).primaryKey(),
  countedCash: integer("counted_cash").notNull(),
  expectedCash: integer("expected_cash").notNull(),
  cardTotal: integer("card_total").notNull(),
  transferTotal: integer("transfer_total").notNull(),
  closedById: uuid("closed_by_id").references(() => users.id, { onDelete: "set null" }),
  closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
  reopenedAt: timestamp("reopened_at", { withTimezone: true }),
  reopenedById: uuid("reopened_by_id").references(() => users.id, { onDelete: "set null" }),
  reopenReason: varchar("reopen_reason", { length: 200 }),
});

// Added: every close and reopening of a day, kept so that a closed day never changes without a trace.
export const dayCloseEvents = pgTable(
  "day_close_events",
  {
    id: serial("id").primaryKey(),
    date: varchar("date", { length: 10 }).notNull(),
    action: varchar("action", { length: 10, enum: DAY_CLOSE_ACTIONS }).notNull(),
    countedCash: integer("counted_cash"),
    expectedCash: integer("expected_cash"),
    reason: varchar("reason", { length: 200 }),
    byId: uuid("by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("day_close_events_date_idx").on(table.date), oneOf("day_close_events_action_check", table.action, DAY_CLOSE_ACTIONS)],
);

// Added: deposits and no-show protection through the salon's payment provider (server/payments/).
// The salon's payment policy: one row (id 1), its shape checked by shared/payments-api.ts.
export const paymentPolicy = pgTable(
  "payment_policy",
  {
    id: integer("id").primaryKey().default(1),
    policy: jsonb("policy").notNull(),
    updatedById: uuid("updated_by_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("payment_policy_single_row_check", sql`${table.id} = 1`)],
);

export const PAYMENT_KINDS = ["deposit", "card_on_file", "no_show_charge", "cash_deposit"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_STATES = ["hold", "paid", "refunded", "kept", "charged", "failed"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

// Each payment of an appointment, amounts in integer minor units of `currency`, with the provider's ids.
export const appointmentPayments = pgTable(
  "appointment_payments",
  {
    id: serial("id").primaryKey(),
    appointmentId: integer("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 20, enum: PAYMENT_KINDS }).notNull(),
    state: varchar("state", { length: 10, enum: PAYMENT_STATES }).notNull(),
    amount: integer("amount").notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    checkoutSessionId: varchar("checkout_session_id", { length: 255 }).unique(),
    checkoutUrl: text("checkout_url"),
    paymentIntentId: varchar("payment_intent_id", { length: 255 }),
    setupIntentId: varchar("setup_intent_id", { length: 255 }),
    customerId: varchar("customer_id", { length: 255 }),
    paymentMethodId: varchar("payment_method_id", { length: 255 }),
    refundId: varchar("refund_id", { length: 255 }),
    failureMessage: text("failure_message"),
    // The payment policy and cancellation cut-off in force when the customer booked: the terms they agreed
    // to, which settle this payment even after the salon changes its policy. Null on rows written before.
    policy: jsonb("policy"),
    cancelCutoffHours: integer("cancel_cutoff_hours"),
    // An admin who refunded, waived or took cash; null for what the provider or the rules did.
    byId: uuid("by_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [
    index("appointment_payments_appointment_idx").on(table.appointmentId),
    // The settlement sweep reads paid deposits and saved cards only.
    index("appointment_payments_open_idx").on(table.state).where(sql`${table.state} IN ('hold', 'paid')`),
    oneOf("appointment_payments_kind_check", table.kind, PAYMENT_KINDS),
    oneOf("appointment_payments_state_check", table.state, PAYMENT_STATES),
    check("appointment_payments_amount_check", sql`${table.amount} >= 0`),
  ],
);

// Each provider webhook event applied, so a repeated delivery (to any instance) is applied once.
export const paymentWebhookEvents = pgTable("payment_webhook_events", {
  eventId: varchar("event_id", { length: 255 }).primaryKey(),
  type: varchar("type", { length: 100 }).notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export type AppointmentPayment = typeof appointmentPayments.$inferSelect;
export type User = typeof users.$inferSelect;
export type Service = typeof services.$inferSelect;
export type ServiceOption = typeof serviceOptions.$inferSelect;
export type Staff = typeof staff.$inferSelect;
export type StaffAvailability = typeof staffAvailability.$inferSelect;
export type StaffWeeklySchedule = typeof staffWeeklySchedules.$inferSelect;
export type StaffTimeOff = typeof staffTimeOff.$inferSelect;
export type Appointment = typeof appointments.$inferSelect;
export type AppointmentItem = typeof appointmentItems.$inferSelect;
export type AppointmentSegment = typeof appointmentSegments.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type SiteReview = typeof siteReviews.$inferSelect;
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
export type Campaign = typeof campaigns.$inferSelect;

// Added: the waitlist (docs/decisions/018-waitlist.md). One row per contact (email) and date while waiting;
// `joined_at` is its place in line and a second join for the same date keeps it. `request` is what a booking
// would send for the services (serviceId and optionIds of each, removals, pedicure type), priced afresh from
// the catalogue whenever a place is matched or offered. `leave_token_hash`: the SHA-256 of the link that
// leaves every date of one join (shared by that join's rows).
export const WAITLIST_ENTRY_STATES = ["waiting", "booked", "left", "ended"] as const;
export type WaitlistEntryState = (typeof WAITLIST_ENTRY_STATES)[number];
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: serial("id").primaryKey(),
    date: varchar("date", { length: 10 }).notNull(),
    earliest: varchar("earliest", { length: 5 }).notNull(),
    latest: varchar("latest", { length: 5 }).notNull(),
    request: jsonb("request").notNull(),
    customerName: varchar("customer_name", { length: 100 }).notNull(),
    customerEmail: varchar("customer_email", { length: 255 }).notNull(),
    customerPhone: varchar("customer_phone", { length: 40 }).notNull(),
    locale: varchar("locale", { length: 2, enum: LOCALES }).notNull().default("es"),
    state: varchar("state", { length: 10, enum: WAITLIST_ENTRY_STATES }).notNull().default("waiting"),
    leaveTokenHash: varchar("leave_token_hash", { length: 64 }).notNull(),
    appointmentId: integer("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A day's list in join order (the front desk, the offer rounds), and the dates that still have waiters.
    index("waitlist_entries_date_idx").on(table.date, table.joinedAt, table.id),
    index("waitlist_entries_waiting_idx").on(table.date).where(sql`${table.state} = 'waiting'`),
    // One waiting entry per contact and date, across every instance.
    uniqueIndex("waitlist_entries_contact_date_idx").on(table.customerEmail, table.date).where(sql`${table.state} = 'waiting'`),
    index("waitlist_entries_leave_token_idx").on(table.leaveTokenHash),
    oneOf("waitlist_entries_state_check", table.state, WAITLIST_ENTRY_STATES),
    oneOf("waitlist_entries_locale_check", table.locale, LOCALES),
  ],
);

// Added: offers of freed places to waitlist entries. An open offer holds its place for its entry until
// `expires_at` (the offer rounds count it as taken), at most one open offer per entry. `offered_on` (salon
// date) and `customer_email` count the offers a customer got in a day. Only the SHA-256 of the link's token is stored.
export const WAITLIST_OFFER_STATES = ["open", "claimed", "declined", "expired", "taken", "withdrawn"] as const;
export const waitlistOffers = pgTable(
  "waitlist_offers",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    date: varchar("date", { length: 10 }).notNull(),
    time: varchar("time", { length: 5 }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    state: varchar("state", { length: 10, enum: WAITLIST_OFFER_STATES }).notNull().default("open"),
    customerEmail: varchar("customer_email", { length: 255 }).notNull(),
    offeredOn: varchar("offered_on", { length: 10 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    appointmentId: integer("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("waitlist_offers_one_open_idx").on(table.entryId).where(sql`${table.state} = 'open'`),
    index("waitlist_offers_entry_idx").on(table.entryId),
    index("waitlist_offers_open_date_idx").on(table.date, table.expiresAt).where(sql`${table.state} = 'open'`),
    index("waitlist_offers_customer_day_idx").on(table.customerEmail, table.offeredOn),
    oneOf("waitlist_offers_state_check", table.state, WAITLIST_OFFER_STATES),
  ],
);
