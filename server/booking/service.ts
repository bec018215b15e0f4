import { bookingRequestSchema, type PublicBookingResponse } from "@shared/api";
import type { CatalogueCache } from "../catalogue/service";
import type { Clock } from "../infra/clock";
import { type Db, pgErrorCode, PG_UNIQUE_VIOLATION } from "../infra/db/database";
import { lockAppointmentDate } from "../infra/db/locks";
import { AppError } from "../infra/http/errors";
import { issueManageToken } from "../messages/manage-tokens";
import { textChannelEnabled } from "../messages/text/enqueue";
import { readDay } from "./day";
import { decideBooking } from "./decision";
import { type BookingResult, replayIdempotent, requestDigest, storeRefusal } from "./idempotency";
import { type BookingInput, checkBooking, type FrontDeskChoice, type PaymentHold } from "./request";
import { writeBooking } from "./write";

export type { BookingResult } from "./idempotency";

export interface BookingDeps {
  db: Db;
  clock: Clock;
  catalogue: CatalogueCache;
}

/**
 * Books a public appointment (the booking page). The answer carries a manage token, so the page can land
 * on the booking's confirmation: the one its email carries, or for an answer given again (a retry, the
 * same booking sent twice) a fresh one, since tokens are stored only as hashes. It also says whether
 * texts go out, so that page promises only what comes.
 */
export async function bookAppointment(
  deps: BookingDeps,
  rawBody: unknown,
  idempotencyKey: string | undefined,
): Promise<{ status: number; body: PublicBookingResponse }> {
  const result = await book(deps, rawBody, idempotencyKey, (body) => ({ input: bookingRequestSchema.parse(body), frontDesk: null }));
  const manageToken = result.manageToken ?? (await issueManageToken(deps.db, result.body.id, deps.clock()));
  return { status: result.status, body: { ...result.body, manageToken, textMessages: textChannelEnabled() } };
}

/**
 * Books an appointment: the public booking page's and the front desk's (server/booking/front-desk.ts),
 * which differ only in how the request is parsed.
 *
 * 1. An Idempotency-Key already answered gets its stored answer (before parsing, so a reused key is told
 *    apart from a fresh invalid request).
 * 2. The request is parsed, checked and priced from the cached catalogue: nothing there needs a lock.
 * 3. In one transaction: the date's advisory lock, then the stored answer of the key again (a retry may
 *    have waited for the lock behind its first attempt), the date's read, the decision and the write;
 *    COMMIT. Every booking, move and status change of a date takes this lock first, in PostgreSQL, so no
 *    two of them decide on the same date at once, on any app instance: no overbooking. See
 *    docs/decisions/002-no-overbooking.md.
 * 4. With an Idempotency-Key, a refusal of a taken slot is stored too, so a retry gets the same answer.
 */
export async function book(
  deps: BookingDeps,
  rawBody: unknown,
  idempotencyKey: string | undefined,
  parse: (body: unknown) => { input: BookingInput; frontDesk: FrontDeskChoice | null; hold?: PaymentHold | null },
): Promise<BookingResult> {
  const { db, clock, catalogue } = deps;
  const digest = idempotencyKey ? requestDigest(rawBody) : "";
  if (idempotencyKey) {
    const replay = await replayIdempotent(db, idempotencyKey, digest);
    if (replay) return replay;
  }
  const parsed = parse(rawBody);
  const booking = checkBooking({ ...parsed, idempotencyKey: idempotencyKey ?? null, digest }, await catalogue.read(), clock());

  try {
    return await db.transaction(async (tx) => {
      await lockAppointmentDate(tx, booking.input.appointmentDate);
      if (idempotencyKey) {
        const replay = await replayIdempotent(tx, idempotencyKey, digest);
        if (replay) return replay;
      }
      const decision = decideBooking(booking, await readDay(tx, booking.input.appointmentDate, booking.serviceIds));
      if (!("plan" in decision)) return decision;
      const { created, manageToken } = await writeBooking(tx, booking, decision.plan, decision.staffIds);
      return { status: 201, body: created, manageToken: manageToken ?? undefined };
    });
  } catch (error) {
    // The same key sent for another date at the same time: the key's primary key lets one write, the other replays it.
    if (idempotencyKey && pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      const replay = await replayIdempotent(db, idempotencyKey, digest);
      if (replay) return replay;
    }
    if (idempotencyKey && error instanceof AppError && error.code === "CONFLICT") {
      await storeRefusal(db, idempotencyKey, digest, error);
    }
    throw error;
  }
}
