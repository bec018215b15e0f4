import { eq, sql } from "drizzle-orm";
import { rateLimit, type AugmentedRequest, type ClientRateLimitInfo, type Options, type RateLimitRequestHandler, type Store } from "express-rate-limit";
import { rateLimitHits } from "@shared/schema";
import type { Clock } from "../clock";
import type { DbOrTx } from "../db/database";
import { AppError } from "./errors";

export interface RateLimitConfig {
  windowMs: number;
  limit: number;
}

/**
 * One hit on a counter: an upsert, so parallel requests cannot lose a count, and a window that has run out
 * starts afresh in the same statement. Built once and run as a named prepared statement: it runs before
 * every public write, and building it per request cost more than the database took to run it.
 */
function prepareHit(db: DbOrTx) {
  const now = sql.placeholder("now");
  const windowEnd = sql.placeholder("windowEnd");
  const expired = sql`${rateLimitHits.resetAt} <= ${now}::timestamptz`;
  return db
    .insert(rateLimitHits)
    .values({ key: sql.placeholder("key"), hits: 1, resetAt: sql`${windowEnd}::timestamptz` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN ${windowEnd}::timestamptz ELSE ${rateLimitHits.resetAt} END`,
      },
    })
    .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
    .prepare("rate_limit_hit");
}

/**
 * express-rate-limit's counters kept in PostgreSQL, so that every app instance behind a load balancer
 * counts against one limit per client.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private readonly hit: ReturnType<typeof prepareHit>;

  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
    readonly prefix: string,
  ) {
    this.hit = prepareHit(db);
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.clock();
    const [row] = await this.hit.execute({ key: this.prefix + key, now, windowEnd: new Date(now.getTime() + this.windowMs) });
    return { totalHits: row.hits, resetTime: row.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(eq(rateLimitHits.key, this.prefix + key));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, this.prefix + key));
  }
}

export const TOO_MANY_REQUESTS = "Too many requests. Please wait a minute and try again.";

/**
 * Caps requests per client address at `config.limit` a window, across every app instance; `prefix` keeps
 * each limiter's counts apart.
 */
export function addressRateLimiter(prefix: string, config: RateLimitConfig, db: DbOrTx, clock: Clock): RateLimitRequestHandler {
  return rateLimit({
    windowMs: config.windowMs,
    limit: config.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: new PostgresRateLimitStore(db, clock, prefix),
    handler: (req, _res, next) => {
      // The window ends by the app's clock (the store's), not by express-rate-limit's Date.now().
      const resetTime = (req as AugmentedRequest).rateLimit.resetTime;
      const retryAfterSeconds = resetTime ? (resetTime.getTime() - clock().getTime()) / 1000 : config.windowMs / 1000;
      next(new AppError("RATE_LIMITED", TOO_MANY_REQUESTS, { retryAfterSeconds }));
    },
  });
}

/** Caps public writes per client address at a burst no real customer reaches. */
export function publicWriteLimiter(config: RateLimitConfig, db: DbOrTx, clock: Clock): RateLimitRequestHandler {
  return addressRateLimiter("public-write:", config, db, clock);
}
