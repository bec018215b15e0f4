import { rateLimit, type RateLimitRequestHandler } from "express-rate-limit";

export interface RateLimitConfig {
  windowMs: number;
  limit: number;
}

/**
 * Caps public writes per client address at a burst no real customer reaches. The count is kept per
 * app instance: it protects each instance from a flood, while correctness (no overbooking, one email
 * per event) never depends on it.
 */
export function publicWriteLimiter(config: RateLimitConfig): RateLimitRequestHandler {
  return rateLimit({
    windowMs: config.windowMs,
    limit: config.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: "Too many requests. Please wait a minute and try again." });
    },
  });
}
