/**
 * The addresses the web app shows a page for. The client's router is built from these lists and the
 * server answers 404 (with the app's not-found page) for any other path, so the two cannot disagree.
 *
 * Patterns use the router's syntax: static segments and `:name` for one segment. A path matches the way
 * the router matches it: letters in any case, with or without one trailing slash.
 */
export const CLIENT_ROUTES = {
  booking: "/",
  bookingAlias: "/booking",
  bookingConfirmed: "/booking/confirmed/:token",
  /** Where checkout brings a customer back after paying a deposit (?session_id=…&lang=…). */
  bookingPayment: "/booking/payment",
  appointments: "/appointments",
  reviews: "/reviews",
  qr: "/qr",
  location: "/location",
  adminLogin: "/admin/login",
  staffConfirm: "/staff-confirm",
  staffConfirmToken: "/staff-confirm/:token",
  reviewLink: "/review/:token",
  manageAppointment: "/manage/:token",
  myAppointmentsToken: "/my-appointments/:token",
  unsubscribe: "/unsubscribe/:token",
  myDay: "/my-day/:token",
  /** A waitlist offer: claim (or decline) the time that freed up. */
  waitlistOffer: "/waitlist/offer/:token",
  /** Leave the waitlist (every date of one join). */
  waitlistLeave: "/waitlist/leave/:token",
  liveBoard: "/live-board",
} as const;

/** The routes that open the booking page: the build prerenders it for them. */
export const BOOKING_PAGE_ROUTES: readonly string[] = [CLIENT_ROUTES.booking, CLIENT_ROUTES.bookingAlias];

/** Every screen of the back office, each its own chunk on the client. */
export const ADMIN_PAGE_PATHS = [
  "/admin",
  "/admin/appointments",
  "/admin/front-desk",
  "/admin/clients",
  "/admin/staff",
  "/admin/staff-qualifications",
  "/admin/database-reset",
  "/admin/seed-services",
  "/admin/fix-timezone",
  "/admin/availability",
  "/admin/users",
  "/admin/service-options",
  "/admin/marketing",
  "/admin/profile",
  "/admin/payments",
  "/admin/day-close",
  "/admin/reports",
] as const;

export type AdminPagePath = (typeof ADMIN_PAGE_PATHS)[number];

/** /admin and anything under it except /admin/login, which the router matches first. */
export const ADMIN_AREA = /^\/admin(?:\/.*)?$/;

/** The back-office screen for a path inside the admin area (one trailing slash ignored), if there is one. */
export function adminPageFor(pathname: string): AdminPagePath | undefined {
  const normalized = pathname.replace(/\/$/, "") || "/admin";
  return ADMIN_PAGE_PATHS.find((page) => page === normalized);
}

/** A router pattern as a regular expression with the router's rules (case-insensitive, optional trailing slash). */
export function routePattern(pattern: string): RegExp {
  const segments = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? "/([^/]+?)" : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  return new RegExp(`^${segments.join("")}\\/?$`, "i");
}

const CLIENT_ROUTE_PATTERNS = Object.values(CLIENT_ROUTES).map(routePattern);
const BOOKING_PAGE_PATTERNS = BOOKING_PAGE_ROUTES.map(routePattern);
const BOOKING_CONFIRMED_PATTERN = routePattern(CLIENT_ROUTES.bookingConfirmed);

export function isBookingPagePath(pathname: string): boolean {
  return BOOKING_PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}

/** A booking's confirmation page, whose loading state the build prerenders. */
export function isBookingConfirmedPath(pathname: string): boolean {
  return BOOKING_CONFIRMED_PATTERN.test(pathname);
}

/** Whether the web app has a page at this path (an admin path counts whether or not its visitor may see it). */
export function isClientRoute(pathname: string): boolean {
  if (CLIENT_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname))) return true;
  return ADMIN_AREA.test(pathname) && adminPageFor(pathname) !== undefined;
}
