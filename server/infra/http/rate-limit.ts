import { isIPv4 } from "node:net";
import type { Request } from "express";
import type pg from "pg";
import { ipKeyGenerator, rateLimit, type AugmentedRequest, type ClientRateLimitInfo, type Options, type RateLimitRequestHandler, type Store } from "express-rate-limit";
import type { Clock } from "../clock";
import { AppError } from "./errors";

export interface RateLimitConfig {
  windowMs: number;
  limit: number;
}

/**
 * Counts hits on counters: one upsert per distinct key, so parallel requests cannot lose a count, and a
 * window that has run out starts afresh in the same statement. It runs before every public write, so it is
 * a named prepared statement, and the hits that arrive while one is on its way go together in the next.
 * Its rows are locked in key order, so two instances counting the same keys cannot deadlock.
 */
const COUNT_HITS = {
  name: "rate_limit_count_hits",
  text: `INSERT INTO rate_limit_hits AS counter (key, hits, reset_at)
SELECT key, hits, $3::timestamptz FROM unnest($1::varchar[], $2::integer[]) AS batch(key, hits)
ORDER BY key
ON CONFLICT (key) DO UPDATE
  SET hits = CASE WHEN counter.reset_at <= $4::timestamptz THEN EXCLUDED.hits ELSE counter.hits + EXCLUDED.hits END,
    reset_at = CASE WHEN counter.reset_at <= $4::timestamptz THEN EXCLUDED.reset_at ELSE counter.reset_at END
RETURNING key, hits, reset_at AS "resetAt"`,
};

interface WaitingHit {
  key: string;
  resolve(info: ClientRateLimitInfo): void;
  reject(error: unknown): void;
}

/**
 * express-rate-limit's counters kept in PostgreSQL, so that every app instance behind a load balancer
 * counts against one limit per client.
 *
 * A lone hit is counted at once. Under load, the hits that arrive while a count is on its way wait for it
 * and are then counted in one statement: each gets the number it would have had in turn, and a public
 * write costs the database a fraction of a round trip instead of a whole one.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private waiting: WaitingHit[] = [];
  private counting = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: Clock,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ key: this.prefix + key, resolve, reject });
      if (!this.counting) void this.countWaiting();
    });
  }

  private async countWaiting(): Promise<void> {
    this.counting = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting;
        this.waiting = [];
        await this.count(batch);
      }
    } finally {
      this.counting = false;
    }
  }

  private async count(batch: WaitingHit[]): Promise<void> {
    const hitsByKey = new Map<string, number>();
    for (const { key } of batch) hitsByKey.set(key, (hitsByKey.get(key) ?? 0) + 1);
    const now = this.clock();
    try {
      const { rows } = await this.pool.query<{ key: string; hits: number; resetAt: Date }>(COUNT_HITS, [
        [...hitsByKey.keys()],
        [...hitsByKey.values()],
        new Date(now.getTime() + this.windowMs),
        now,
      ]);
      // The batch's hits of a key take the counts it went up by, in the order they arrived.
      const nextCount = new Map(rows.map((row) => [row.key, { hits: row.hits - hitsByKey.get(row.key)! + 1, resetTime: row.resetAt }]));
      for (const hit of batch) {
        const counter = nextCount.get(hit.key)!;
        hit.resolve({ totalHits: counter.hits++, resetTime: counter.resetTime });
      }
    } catch (error) {
      for (const hit of batch) hit.reject(error);
    }
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query("UPDATE rate_limit_hits SET hits = greatest(hits - 1, 0) WHERE key = $1", [this.prefix + key]);
  }

  async resetKey(key: string): Promise<void> {
    await this.pool.query("DELETE FROM rate_limit_hits WHERE key = $1", [this.prefix + key]);
  }
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The counter of a client: its IPv4 address, or its IPv6 /56 network (one household's or phone's whole
 * range), as express-rate-limit's own key. An IPv4 client of a dual-stack server arrives as
 * `::ffff:a.b.c.d`; it is read here without the IPv6 parser, which cost more than the count itself.
 */
export function clientKey(request: Request): string {
  const ip = request.ip ?? request.socket.remoteAddress ?? "";
  const mapped = IPV4_MAPPED.exec(ip);
  if (mapped) return mapped[1];
  return isIPv4(ip) ? ip : ipKeyGenerator(ip);
}

export const TOO_MANY_REQUESTS = "Too many requests. Please wait a minute and try again.";

/**
 * Caps requests per client address at `config.limit` a window, across every app instance; `prefix` keeps
 * each limiter's counts apart.
 */
export function addressRateLimiter(prefix: string, config: RateLimitConfig, pool: pg.Pool, clock: Clock): RateLimitRequestHandler {
  return rateLimit({
    windowMs: config.windowMs,
    limit: config.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    keyGenerator: clientKey,
    store: new PostgresRateLimitStore(pool, clock, prefix),
    handler: (req, _res, next) => {
      // The window ends by the app's clock (the store's), not by express-rate-limit's Date.now().
      const resetTime = (req as AugmentedRequest).rateLimit.resetTime;
      const retryAfterSeconds = resetTime ? (resetTime.getTime() - clock().getTime()) / 1000 : config.windowMs / 1000;
      next(new AppError("RATE_LIMITED", TOO_MANY_REQUESTS, { retryAfterSeconds }));
    },
  });
}

/** Caps public writes per client address at a burst no real customer reaches. */
export function publicWriteLimiter(config: RateLimitConfig, pool: pg.Pool, clock: Clock): RateLimitRequestHandler {
  return addressRateLimiter("public-write:", config, pool, clock);
}
