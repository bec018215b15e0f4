import type { RequestHandler } from "express";

/**
 * Pages and API calls that carry a token in their path (/staff-confirm/…, /review/…): the token must not
 * leak to other sites through the Referer header, and search engines must not index them.
 */
export const tokenPageHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader("Referrer-Policy", "no-referrer");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  next();
};

/** The SPA paths of the token pages; index.html served for them gets the same headers. */
export const TOKEN_PAGE_PATHS = ["/staff-confirm", "/review", "/manage", "/booking/confirmed", "/my-appointments", "/unsubscribe", "/my-day", "/waitlist"];
