import { frontDeskBookingSchema } from "@shared/admin-api";
import { book, type BookingDeps, type BookingResult } from "./service";

/**
 * Books for a customer who phoned or walked in: the public booking's rules and guarantees, over the front
 * desk's longer window, optionally with a chosen manicurist (or one per part of a visit of several parts)
 * who must be free, and optionally confirmed at once (the customer then gets the confirmation instead of
 * "booking received"). No public rate limit.
 */
export function bookAtFrontDesk(deps: BookingDeps, rawBody: unknown, idempotencyKey: string | undefined): Promise<BookingResult> {
  return book(deps, rawBody, idempotencyKey, (body) => {
    const { staffId, segmentStaffIds, confirmed, ...input } = frontDeskBookingSchema.parse(body);
    return { input, frontDesk: { staffId: staffId ?? null, segmentStaffIds: segmentStaffIds ?? null, confirmed } };
  });
}
