import type { RequestHandler } from "express";
import { AppError } from "./errors";

/** A wall TV or two per address is a salon; more is a leak or a flood (each stream holds a socket and memory). */
export const STREAMS_PER_CLIENT = 5;
export const TOO_MANY_STREAMS = "Too many live board connections from this address. Close one and try again.";
const RETRY_AFTER_SECONDS = 30;

/**
 * Caps the long-lived answers (event streams) one client address holds open at once on this app
 * instance; beyond the cap the request is refused with 429 and Retry-After. A stream stops counting
 * the moment its connection closes.
 */
export function concurrentStreamLimit(perClient = STREAMS_PER_CLIENT): RequestHandler {
  const open = new Map<string, number>();
  return (req, res, next) => {
    const client = req.ip ?? "unknown";
    const count = open.get(client) ?? 0;
    if (count >= perClient) {
      next(new AppError("RATE_LIMITED", TOO_MANY_STREAMS, { retryAfterSeconds: RETRY_AFTER_SECONDS }));
      return;
    }
    open.set(client, count + 1);
    res.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
    next();
  };
}
