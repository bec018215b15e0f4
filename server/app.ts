import express, { type Express } from "express";
import { pinoHttp } from "pino-http";
import type { Clock } from "./clock";
import type { Database } from "./db/database";
import { healthRouter } from "./health/router";
import { apiNotFound, errorMiddleware } from "./http/errors";
import { publicWriteLimiter, type RateLimitConfig } from "./http/rate-limit";
import { spaRouter } from "./http/static";
import type { Logger } from "./logger";
import { catalogueRouter } from "./catalogue/router";
import { availabilityRouter } from "./availability/router";
import { bookingRouter } from "./booking/router";
import { siteReviewsRouter } from "./site-reviews/router";

export interface AppConfig {
  /** Folder holding the built SPA (index.html and assets/). */
  staticDir: string;
  publicUrl: string;
  publicWriteRateLimit: RateLimitConfig;
}

export interface AppDeps {
  database: Database;
  logger: Logger;
  clock: Clock;
  config: AppConfig;
}

const JSON_BODY_LIMIT = "100kb";

/** Builds the whole HTTP application without listening, so tests can drive it on a test database. */
export function createApp(deps: AppDeps): Express {
  const { database, logger, clock, config } = deps;
  const app = express();
  app.disable("x-powered-by");

  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    }),
  );
  app.use(healthRouter(database));
  app.use("/api", express.json({ limit: JSON_BODY_LIMIT }));

  app.use("/api", catalogueRouter(database.db));
  app.use("/api", availabilityRouter(database.db));
  const limiter = publicWriteLimiter(config.publicWriteRateLimit);
  app.use("/api", bookingRouter({ db: database.db, clock, limiter }));
  app.use("/api", siteReviewsRouter({ db: database.db, limiter }));

  app.use("/api", apiNotFound);
  app.use(spaRouter(config.staticDir));
  app.use(errorMiddleware(logger));
  return app;
}
