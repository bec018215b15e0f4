import crypto from "node:crypto";
import compression from "compression";
import express, { type Express } from "express";
import { pinoHttp } from "pino-http";
import type { Locale } from "@shared/schema";
import type { Clock } from "./infra/clock";
import type { Database } from "./infra/db/database";
import type { TrustProxy } from "./infra/env";
import { benchRouter } from "./health/bench-router";
import { healthRouter } from "./health/router";
import { apiNotFound, errorMiddleware } from "./infra/http/errors";
import { addressRateLimiter, publicWriteLimiter, type RateLimitConfig } from "./infra/http/rate-limit";
import { noStore, PRIVATE_API_PATHS, sameOriginWrites, securityHeaders } from "./infra/http/security";
import { spaRouter } from "./infra/http/static";
import type { Logger } from "./infra/logger";
import { requireAdmin, requireSuperAdmin } from "./auth/guards";
import { adminSignInRouter, authRouter, currentUserRouter } from "./auth/router";
import { createSessions, DEFAULT_SESSION_LIMITS, type SessionConfig } from "./auth/session";
import { catalogueRouter } from "./catalogue/router";
import { createCatalogueCache } from "./catalogue/service";
import { availabilityRouter } from "./availability/router";
import { bookingRouter } from "./booking/router";
import { siteReviewsRouter } from "./site-reviews/router";
import { staffConfirmRouter } from "./staff-confirm/router";
import { MY_DAY_RATE_LIMIT, myDayRouter, staffFeedRouter } from "./my-day/router";
import { myDayAdminRouter } from "./my-day/admin-router";
import { reviewLinksRouter } from "./review-links/router";
import { manageRouter } from "./manage/router";
import { myAppointmentsRouter } from "./my-appointments/router";
import { DEFAULT_CANCEL_CUTOFF_HOURS } from "@shared/manage-api";
import { tokenPageHeaders, TOKEN_PAGE_PATHS } from "./infra/tokens/page-headers";
import { usersRouter } from "./users/router";
import { adminAppointmentsRouter } from "./admin-appointments/router";
import { staffScheduleRouter } from "./staff-schedule/router";
import { adminStatsRouter } from "./admin-stats/router";
import { availabilityAdminRouter } from "./availability/admin-router";
import { clientsRouter } from "./clients/router";
import type { ChangeFeed } from "./infra/db/change-feed";
import { liveBoardRouter } from "./live-board/router";
import { staffAdminRouter } from "./staff/router";
import { serviceOptionsAdminRouter } from "./service-options/router";
import { maintenanceRouter } from "./maintenance/router";
import { campaignsRouter, unsubscribeRouter } from "./campaigns/router";
import { openApiRouter } from "./openapi/router";
import type { PaymentProviderConfig } from "./infra/env";
import { createPaymentProvider } from "./payments/provider";
import { paymentPolicyReadRouter, paymentPolicyWriteRouter, paymentsAdminRouter, paymentsPublicRouter, paymentWebhookRouter } from "./payments/router";
import { checkoutRouter } from "./checkout/router";
import { dayCloseRouter } from "./day-close/router";
import { reportsRouter } from "./reports/router";
import { waitlistAdminRouter, waitlistRouter } from "./waitlist/router";
import { DEFAULT_WAITLIST_OFFER_MINUTES } from "@shared/waitlist-api";

export interface AppConfig {
  /** Folder holding the built SPA (index.html and assets/). */
  staticDir: string;
  publicUrl: string;
  publicWriteRateLimit: RateLimitConfig;
  /** Omitted (tests and tools that never sign in): the default lifetimes and a random per-process secret. */
  session?: SessionConfig;
  /** Express's "trust proxy": needed behind a reverse proxy for client addresses and Secure cookies. */
  trustProxy?: TrustProxy;
  /** Adds `GET /api/_bench/select-1` for `npm run bench` (CITA_BENCH=1). */
  benchRoute?: boolean;
  /** Hours before an appointment until which its customer may cancel or reschedule it (CANCEL_CUTOFF_HOURS). */
  cancelCutoffHours?: number;
  /**
   * The language of a refusal to a request that names none (no `locale`, no Accept-Language): Spanish, the
   * product's default. The API suites set English, the language the code writes refusals in.
   */
  unstatedLocale?: Locale;
  /** Requests for a My appointments link per client address (default: 5 every 15 minutes). */
  myAppointmentsLinkRateLimit?: RateLimitConfig;
  /** Requests to the manicurists' personal-link routes per client address (default: MY_DAY_RATE_LIMIT). */
  myDayRateLimit?: RateLimitConfig;
  /** The payment provider (STRIPE_*): deposits and no-show protection. Unset: no payment is asked for anywhere. */
  payments?: PaymentProviderConfig;
  /** How long a waitlist offer holds its place (WAITLIST_OFFER_MINUTES; default DEFAULT_WAITLIST_OFFER_MINUTES). */
  waitlistOfferMinutes?: number;
}

export interface AppDeps {
  database: Database;
  logger: Logger;
  clock: Clock;
  /** Database change notifications, pushed to live boards. */
  feed: ChangeFeed;
  config: AppConfig;
}

const JSON_BODY_LIMIT = "100kb";

/** A customer asks for their link once or twice; a script trying addresses is stopped after a handful. */
const MY_APPOINTMENTS_LINK_RATE_LIMIT: RateLimitConfig = { windowMs: 15 * 60_000, limit: 5 };

/** Builds the whole HTTP application without listening, so tests can drive it on a test database. */
export function createApp(deps: AppDeps): Express {
  const { database, logger, clock, config, feed } = deps;
  const { db } = database;
  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy !== undefined) app.set("trust proxy", config.trustProxy);

  app.use(securityHeaders());
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
      // A 503 is the database shedding load under overload, not a fault.
      customLogLevel: (_req, res, error) => {
        if (error) return "error";
        if (res.statusCode === 503) return "warn";
        return res.statusCode >= 500 ? "error" : "info";
      },
    }),
  );
  // Gzip for API answers; the event stream opts out with Cache-Control: no-transform. The app's files are
  // served precompressed by the build (spaRouter), never compressed again here.
  app.use("/api", compression());
  app.use(healthRouter(database));
  app.use("/api", sameOriginWrites(config.publicUrl));
  const paymentProvider = config.payments ? createPaymentProvider(config.payments) : undefined;
  // Before the JSON parser: the webhook's signature covers its body's exact bytes.
  app.use("/api", paymentWebhookRouter({ db, clock, provider: paymentProvider }));
  app.use("/api", express.json({ limit: JSON_BODY_LIMIT }));
  app.use(PRIVATE_API_PATHS, noStore);
  // Only a request carrying the session cookie reads the store; anonymous visitors never get one.
  const sessions = createSessions({
    pool: database.pool,
    config: config.session ?? { ...DEFAULT_SESSION_LIMITS, secrets: [crypto.randomBytes(32).toString("base64url")], secureCookies: false },
    clock,
    logger,
  });
  app.use("/api", sessions.middleware);

  if (config.benchRoute) app.use("/api", benchRouter(database));
  // Kept per instance until PostgreSQL reports a change to services or options.
  const catalogue = createCatalogueCache(db, feed);
  app.use("/api", openApiRouter());
  app.use("/api", catalogueRouter({ db, catalogue }));
  app.use("/api", availabilityRouter({ db, clock, feed }));
  app.use("/api", liveBoardRouter({ db, clock, feed, logger }));
  const limiter = publicWriteLimiter(config.publicWriteRateLimit, database.pool, clock);
  const cancelCutoffHours = config.cancelCutoffHours ?? DEFAULT_CANCEL_CUTOFF_HOURS;
  const paymentDeps = { db, clock, catalogue, provider: paymentProvider, publicUrl: config.publicUrl };
  app.use("/api", paymentsPublicRouter({ ...paymentDeps, limiter, cancelCutoffHours }));
  app.use("/api", bookingRouter({ db, clock, catalogue, limiter }));
  app.use("/api", siteReviewsRouter({ db, limiter }));
  app.use("/api", staffConfirmRouter({ db, clock, limiter }));
  const myDayLimiter = addressRateLimiter("my-day:", config.myDayRateLimit ?? MY_DAY_RATE_LIMIT, database.pool, clock);
  app.use("/api", myDayRouter({ db, clock, feed, limiter: myDayLimiter }));
  app.use(staffFeedRouter({ db, clock, limiter: myDayLimiter, publicUrl: config.publicUrl }));
  app.use("/api", reviewLinksRouter({ db, clock, limiter }));
  app.use("/api", manageRouter({ db, clock, limiter, cancelCutoffHours, publicUrl: config.publicUrl }));
  const linkLimiter = addressRateLimiter("my-appointments-link:", config.myAppointmentsLinkRateLimit ?? MY_APPOINTMENTS_LINK_RATE_LIMIT, database.pool, clock);
  app.use("/api", myAppointmentsRouter({ db, clock, cancelCutoffHours, linkLimiter }));
  app.use("/api", unsubscribeRouter({ db, clock, limiter }));
  const waitlistDeps = { ...paymentDeps, cancelCutoffHours, offerMinutes: config.waitlistOfferMinutes ?? DEFAULT_WAITLIST_OFFER_MINUTES };
  app.use("/api", waitlistRouter({ ...waitlistDeps, limiter, pool: database.pool }));

  app.use("/api", authRouter({ db }));
  app.use("/api/admin", adminSignInRouter({ db, clock, sessions, limiter }));
  // Every other /api/admin and /api/superadmin path, even an unknown one, passes its guard first:
  // new admin resources go in these two lists (server/auth/guards.test.ts checks each route). An admin
  // router holds no guard of its own: each route parses its path parameters with zod and makes one
  // service call, and the service validates the body and decides what the signed-in admin may do.
  app.use(
    "/api/admin",
    requireAdmin(db),
    currentUserRouter({ db, clock }),
    adminStatsRouter({ db, clock }),
    adminAppointmentsRouter({ db, clock, catalogue }),
    availabilityAdminRouter({ db, clock }),
    clientsRouter({ db, clock }),
    staffAdminRouter({ db, clock }),
    myDayAdminRouter({ db, clock }),
    staffScheduleRouter({ db, clock }),
    serviceOptionsAdminRouter({ db, clock }),
    maintenanceRouter({ db, clock, logger }),
    campaignsRouter({ db, clock }),
    paymentsAdminRouter({ db, clock, provider: paymentProvider, currency: config.payments?.currency ?? "usd" }),
    checkoutRouter({ db, clock, catalogue }),
    dayCloseRouter({ db, clock }),
    reportsRouter({ db }),
    waitlistAdminRouter(waitlistDeps),
  );
  // Every admin may read the payment policy; only a superadmin changes it.
  app.use("/api/superadmin", requireAdmin(db), paymentPolicyReadRouter({ db }));
  app.use("/api/superadmin", requireSuperAdmin(db), usersRouter({ db, clock }), paymentPolicyWriteRouter({ db, clock }));

  app.use("/api", apiNotFound);
  // The SPA pages of emailed links: no Referer carrying the token, not indexed.
  app.use(TOKEN_PAGE_PATHS, tokenPageHeaders);
  app.use(spaRouter(config.staticDir));
  app.use(errorMiddleware(logger, config.unstatedLocale));
  return app;
}
