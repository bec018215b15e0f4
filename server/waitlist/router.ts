import express, { type RequestHandler, type Router } from "express";
import { rateLimit } from "express-rate-limit";
import type pg from "pg";
import { z } from "zod";
import type { Clock } from "../infra/clock";
import { AppError } from "../infra/http/errors";
import { PostgresRateLimitStore, TOO_MANY_REQUESTS } from "../infra/http/rate-limit";
import { tokenPageHeaders } from "../infra/tokens/page-headers";
import { bookWaitlistEntry, dayWaitlist } from "./admin";
import { claimOffer, type ClaimDeps, declineOffer, viewOffer } from "./claim";
import { joinWaitlist } from "./join";
import { leaveWaitlist, viewLeaveLink } from "./leave";
import type { OfferDeps } from "./offers";

/** Joins one email address may make an hour, whatever address they come from: a person joins a few times, a script many. */
export const WAITLIST_JOINS_PER_CONTACT_PER_HOUR = 10;

/** Caps joins per contact (the body's email address) across every instance, as the address limiter caps them per client. */
function contactLimiter(pool: pg.Pool, clock: Clock): RequestHandler {
  return rateLimit({
    windowMs: 60 * 60_000,
    limit: WAITLIST_JOINS_PER_CONTACT_PER_HOUR,
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: (req) => {
      const email: unknown = (req.body as { customerEmail?: unknown } | undefined)?.customerEmail;
      return typeof email === "string" ? email.trim().toLowerCase().slice(0, 255) : "";
    },
    skip: (req) => typeof (req.body as { customerEmail?: unknown } | undefined)?.customerEmail !== "string",
    store: new PostgresRateLimitStore(pool, clock, "waitlist-contact:"),
    handler: (_req, _res, next) => next(new AppError("RATE_LIMITED", TOO_MANY_REQUESTS)),
  });
}

const entryId = z.coerce.number({ error: "Waitlist entry not found" }).int().positive("Waitlist entry not found");

/** The public waitlist: join (rate-limited per client address and per contact), the offer link, the leave link (read, then pressed). */
export function waitlistRouter(deps: ClaimDeps & { limiter: RequestHandler; pool: pg.Pool }): Router {
  const router = express.Router();
  router.use("/waitlist", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.post("/waitlist", deps.limiter, contactLimiter(deps.pool, deps.clock), async (req, res) => {
    res.status(201).json(await joinWaitlist(deps, req.body));
  });
  router.get("/waitlist/offers/:token", tokenPageHeaders, async (req, res) => {
    res.json(await viewOffer(deps, String(req.params.token)));
  });
  router.post("/waitlist/offers/:token/claim", tokenPageHeaders, deps.limiter, async (req, res) => {
    const result = await claimOffer(deps, String(req.params.token), req.body);
    res.status(result.status).json(result.body);
  });
  router.post("/waitlist/offers/:token/decline", tokenPageHeaders, deps.limiter, async (req, res) => {
    res.json(await declineOffer(deps, String(req.params.token)));
  });
  router.get("/waitlist/leave/:token", tokenPageHeaders, async (req, res) => {
    res.json(await viewLeaveLink(deps, String(req.params.token)));
  });
  router.post("/waitlist/leave/:token", tokenPageHeaders, deps.limiter, async (req, res) => {
    res.json(await leaveWaitlist(deps, String(req.params.token)));
  });
  return router;
}

/** Mounted under the admin guard at /api/admin. */
export function waitlistAdminRouter(deps: OfferDeps): Router {
  const router = express.Router();
  router.get("/waitlist", async (req, res) => {
    res.json(await dayWaitlist(deps, req.query));
  });
  router.post("/waitlist/:id/book", async (req, res) => {
    const result = await bookWaitlistEntry(deps, entryId.parse(req.params.id), req.body);
    res.status(result.status).json(result.body);
  });
  return router;
}
