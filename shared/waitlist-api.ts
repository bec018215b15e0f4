/**
 * The waitlist: a customer who finds no time asks to be told when a place frees up on one or more dates of
 * the booking window; when one does, the first fitting entry in join order is offered it by email (and a
 * text, when the salon sends texts) with a link that books it through the normal booking path.
 *
 * Request and answer shapes of every waitlist route, shared by the server (which parses with them) and the
 * client (which types its calls with them). Prices are integer minor units (cents).
 */
import { z } from "zod";
import { bookingRequestSchema, dateParam, timeParam } from "./api";
import { CLIENT_ROUTES } from "./client-routes";
import { LOCALES } from "./schema";
import { SLOT_TIMES } from "./time";
import { visitPlanSchema } from "./visit-api";

/** How long an offer holds its place for the customer it was sent to, unless WAITLIST_OFFER_MINUTES says otherwise. */
export const DEFAULT_WAITLIST_OFFER_MINUTES = 20;

/** The most offers one customer (email address) is sent in one salon day, whatever their entries: no flood of messages. */
export const WAITLIST_OFFERS_PER_DAY = 3;

/** The booking window has at most four bookable dates (today through today+3, no Sundays). */
export const WAITLIST_MAX_DATES = 4;

/** The customer's pages of the waitlist's emailed links. */
export const WAITLIST_OFFER_ROUTE = CLIENT_ROUTES.waitlistOffer;
export const WAITLIST_LEAVE_ROUTE = CLIENT_ROUTES.waitlistLeave;
export const waitlistOfferPath = (token: string) => WAITLIST_OFFER_ROUTE.replace(":token", encodeURIComponent(token));
export const waitlistLeavePath = (token: string) => WAITLIST_LEAVE_ROUTE.replace(":token", encodeURIComponent(token));

// Refusals, written once in English; shared/waitlist-refusals.ts keeps their Spanish.
export const WAITLIST_TIMES_OUTSIDE_HOURS = "Choose times on the half hour between 09:00 and 20:30";
export const WAITLIST_EARLIEST_NOT_BEFORE_LATEST = "The earliest time must be before the latest time";
export const WAITLIST_DATES_OUTSIDE_WINDOW = "Choose dates from today through the next 3 days, Monday to Saturday";
export const WAITLIST_CHOOSE_A_DATE = "Choose at least one date";
export const WAITLIST_TOO_MANY_DATES = `Choose at most ${WAITLIST_MAX_DATES} dates`;
export const WAITLIST_LINK_INVALID = "This link is invalid or has expired.";
export const WAITLIST_OFFER_EXPIRED = "This offer has expired. You are still on the waitlist and will hear from us if another time opens up.";
export const WAITLIST_OFFER_TAKEN = "Someone else took this time first. You are still on the waitlist and will hear from us if another time opens up.";
export const WAITLIST_OFFER_USED = "This offer was already answered.";
export const WAITLIST_ENTRY_NOT_FOUND = "Waitlist entry not found";
export const WAITLIST_ENTRY_CLOSED = "This waitlist entry is no longer waiting (booked, left or ended)";

const slotTime = timeParam.refine((time) => SLOT_TIMES.includes(time), WAITLIST_TIMES_OUTSIDE_HOURS);

/**
 * POST /api/waitlist (public). The services exactly as a booking sends them (with their options, removals
 * and pedicure type); each date of the booking window; the earliest and latest start time the customer can
 * come (both on the slot grid, earliest before latest); the contact; the language of every message.
 *
 * One entry per contact (email address) and date: joining again for a date already waited on updates that
 * entry (services, times, name, phone, language) and keeps its place in line. Answer: 201 { id }, the
 * entry of the first date; the confirmation email's leave link leaves every date of this join.
 */
export const waitlistJoinSchema = z
  .object({
    services: bookingRequestSchema.shape.services,
    needsAcrylicRemoval: bookingRequestSchema.shape.needsAcrylicRemoval,
    needsGelishRemoval: bookingRequestSchema.shape.needsGelishRemoval,
    pedicureType: bookingRequestSchema.shape.pedicureType,
    together: bookingRequestSchema.shape.together,
    dates: z
      .array(dateParam, { error: WAITLIST_CHOOSE_A_DATE })
      .min(1, WAITLIST_CHOOSE_A_DATE)
      .max(WAITLIST_MAX_DATES, WAITLIST_TOO_MANY_DATES)
      .transform((dates) => [...new Set(dates)].sort()),
    earliest: slotTime,
    latest: slotTime,
    customerName: bookingRequestSchema.shape.customerName,
    customerEmail: bookingRequestSchema.shape.customerEmail,
    customerPhone: bookingRequestSchema.shape.customerPhone,
    locale: z.enum(LOCALES).optional().default("es"),
  })
  .refine((join) => join.earliest < join.latest, { error: WAITLIST_EARLIEST_NOT_BEFORE_LATEST, path: ["latest"] });
export type WaitlistJoinRequest = z.input<typeof waitlistJoinSchema>;
export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

/** POST /api/waitlist: 201. */
export const waitlistJoinResponseSchema = z.object({ id: z.number().int() });
export type WaitlistJoinResponse = z.infer<typeof waitlistJoinResponseSchema>;

/**
 * An offer's life: `open` until it is claimed, declined, expires (WAITLIST_OFFER_MINUTES), is `taken` (the
 * time was booked by someone else before the claim) or `withdrawn` (the customer left the list, or the
 * entry ended).
 */
export const WAITLIST_OFFER_STATES = ["open", "claimed", "declined", "expired", "taken", "withdrawn"] as const;
export type WaitlistOfferState = (typeof WAITLIST_OFFER_STATES)[number];

const lineSchema = z.object({ nameEn: z.string(), nameEs: z.string(), price: z.number().int() });

/**
 * GET /api/waitlist/offers/:token: what the offer page shows, in whatever state the offer is (an expired
 * or taken offer is shown as such, 200); a token never issued is 404. Nothing about any other customer.
 */
export const waitlistOfferViewSchema = z.object({
  state: z.enum(WAITLIST_OFFER_STATES),
  appointmentDate: z.string(),
  appointmentTime: z.string(),
  durationMinutes: z.number().int(),
  totalPrice: z.number().int(),
  lines: z.array(lineSchema),
  /** ISO instant after which the offer can no longer be claimed. */
  expiresAt: z.string().meta({ format: "date-time" }),
  /** The entry's language: the page opens in it unless the visitor switches. */
  locale: z.enum(LOCALES),
  /** The name the entry was made under, first word only. */
  customerFirstName: z.string(),
});
export type WaitlistOfferView = z.infer<typeof waitlistOfferViewSchema>;

/**
 * POST /api/waitlist/offers/:token/claim (no body needed): books the offered time through the public
 * booking path and answers exactly as POST /api/appointments/public does: 201 with the booking and its
 * manage token, or, when the salon's payment policy asks a deposit or a card, 201 with the held slot and
 * its checkout URL (shared/payments-api.ts). Claiming the same offer again answers the same booking.
 * 409 when the time was taken meanwhile (the entry stays on the list), 410 when the offer expired,
 * was declined or withdrawn, 404 for a token never issued. The booking carries the entry's contact and
 * services as joined (an empty object or no body is expected). Once booked, the other dates of the same
 * join end: the customer asked for one time.
 */
export const waitlistClaimRequestSchema = z.object({}).optional();

/**
 * POST /api/waitlist/offers/:token/decline: the customer does not want this time; the next fitting entry is
 * offered it at once. The customer stays on the list (never offered this time again); declining again answers
 * the same. 410 once the offer expired or was otherwise answered.
 */
export const waitlistDeclineResponseSchema = z.object({
  state: z.literal("declined"),
  /** The dates from today on this customer (email address) still waits on, the offer's own included: only theirs. */
  waitingDates: z.array(z.string()),
});
export type WaitlistDeclineResponse = z.infer<typeof waitlistDeclineResponseSchema>;

/**
 * POST /api/waitlist/leave/:token: ends every still-waiting entry of the join the link came with (its
 * open offers are withdrawn). Answering it again is harmless (left: 0). 404 for a token never issued,
 * 410 once every date of the join has passed.
 */
export const waitlistLeaveResponseSchema = z.object({
  /** How many entries this request ended. */
  left: z.number().int(),
  /** The dates of the join the link belongs to. */
  dates: z.array(z.string()),
  locale: z.enum(LOCALES),
});
export type WaitlistLeaveResponse = z.infer<typeof waitlistLeaveResponseSchema>;

/**
 * GET /api/waitlist/leave/:token: what the leave page needs before the press (it changes nothing, so a mail
 * scanner opening the link removes no one): the join's dates and the language it was made in. 404 for a
 * token never issued, 410 once every date of the join has passed.
 */
export const waitlistLeaveLinkSchema = waitlistLeaveResponseSchema.pick({ dates: true, locale: true });
export type WaitlistLeaveLink = z.infer<typeof waitlistLeaveLinkSchema>;

/** An entry as the front desk sees it: `offered` while it holds an open offer. */
export const WAITLIST_ENTRY_VIEW_STATES = ["waiting", "offered", "booked", "left", "ended"] as const;
export type WaitlistEntryViewState = (typeof WAITLIST_ENTRY_VIEW_STATES)[number];

/** GET /api/admin/waitlist?date=YYYY-MM-DD (admins): the date's entries, in join order. */
export const adminWaitlistQuerySchema = z.object({ date: dateParam });

export const adminWaitlistEntrySchema = z.object({
  id: z.number().int(),
  /** 1 for the first to join the date's list. */
  position: z.number().int(),
  joinedAt: z.string().meta({ format: "date-time" }),
  state: z.enum(WAITLIST_ENTRY_VIEW_STATES),
  date: z.string(),
  earliest: z.string(),
  latest: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  locale: z.enum(LOCALES),
  /** The booking the services would make today, priced from the current catalogue and planned (0 and [] if they no longer can be booked). */
  durationMinutes: z.number().int(),
  totalPrice: z.number().int(),
  lines: z.array(lineSchema),
  /** The services as the booking request names them (serviceId and optionIds), to book it at the desk. */
  serviceIds: z.array(z.string()),
  /** The visit a booking of it would be today (one manicurist, parts, or hands and feet at once as asked); null if it cannot be booked. */
  plan: visitPlanSchema.nullable(),
  /** The latest offer sent to this entry, if any. */
  offer: z.object({ time: z.string(), state: z.enum(WAITLIST_OFFER_STATES), expiresAt: z.string().meta({ format: "date-time" }) }).nullable(),
  /** The appointment it became, once booked. */
  appointmentId: z.number().int().nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;
export const adminWaitlistResponseSchema = z.array(adminWaitlistEntrySchema);

/**
 * POST /api/admin/waitlist/:id/book (admins): books a waiting entry into a time of its date at the front
 * desk (the front desk's rules: optionally a chosen manicurist, optionally confirmed at once), and marks
 * the entry booked. Answers 201 with the booking as POST /api/admin/appointments does (BookingResponse).
 */
export const adminWaitlistBookSchema = z.object({
  appointmentTime: timeParam,
  staffId: z.number().int().positive().nullable().optional(),
  confirmed: z.boolean().optional().default(false),
});
export type AdminWaitlistBookRequest = z.input<typeof adminWaitlistBookSchema>;
