import crypto from "node:crypto";
import type { Request, RequestHandler } from "express";
import helmet from "helmet";
import { PRERENDERED_PAGE_INLINE_SCRIPTS } from "@shared/prerendered-page";
import { AppError } from "./errors";

/** A CSP source allowing exactly one inline script. */
function scriptHash(script: string): string {
  return `'sha256-${crypto.createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/**
 * Security headers for pages and API alike. The policy fits the built SPA, which Vite emits as
 * external module scripts and stylesheets; the only inline scripts are the prerendered booking page's
 * two language scripts and its start script (shared/prerendered-page.ts), allowed by their SHA-256 and
 * nothing else:
 * - style-src 'unsafe-inline': Radix positions popovers and dialogs with inline style attributes;
 * - img-src data: blob: for the QR code (a data URL) and its download; https: for the staff and client
 *   photo URLs an admin enters;
 * - frame-src for the location page's Google map.
 * Referrer-Policy strict-origin-when-cross-origin: other sites (the map among them) see our origin but
 * never a path, so the tokens in /review/... and /staff-confirm/... links do not leak.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...PRERENDERED_PAGE_INLINE_SCRIPTS.map(scriptHash)],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        frameSrc: ["https://www.google.com", "https://maps.google.com"],
        connectSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

/**
 * Answers that carry customers' names, emails and phones (the admin and superadmin APIs, and who is
 * signed in) are never stored by the browser or a proxy: a shared computer's back button or disk cache
 * must not show them to the next person.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};

/** API paths whose every answer, refusals included, is `no-store`. */
export const PRIVATE_API_PATHS = ["/api/admin", "/api/superadmin", "/api/auth"];

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_REFUSED = "This request came from another site and was refused.";

/**
 * CSRF defence for the API. The session cookie is SameSite=Lax already; on top of that, a request that
 * changes state and carries a cookie must come from our own origin, judged by the headers browsers set
 * and scripts cannot forge (Sec-Fetch-Site, Origin). Requests without a cookie have no ambient authority
 * to abuse, and clients sending neither header (curl, other servers) are not browsers a page can drive.
 */
export function sameOriginWrites(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  const isOwnOrigin = (origin: string, req: Request) =>
    origin === publicOrigin || origin === `${req.protocol}://${req.get("host")}`;

  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || !req.headers.cookie) {
      next();
      return;
    }
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const fromOwnOrigin = origin !== undefined && isOwnOrigin(origin, req);
    const refused =
      site === "cross-site" || (site === "same-site" && !fromOwnOrigin) || (origin !== undefined && !fromOwnOrigin);
    next(refused ? new AppError("FORBIDDEN", CROSS_SITE_REFUSED) : undefined);
  };
}
