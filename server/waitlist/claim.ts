import { and, asc, eq, gt, gte, inArray, sql } from "drizzle-orm";
import type { BookingResponse } from "@shared/api";
import { splitName } from "@shared/names";
import type { AwaitingPaymentBooking } from "@shared/payments-api";
import { waitlistEntries, waitlistOffers } from "@shared/schema";
import { salonDate } from "@shared/time";
import {
  WAITLIST_LINK_INVALID,
  WAITLIST_OFFER_EXPIRED,
  WAITLIST_OFFER_TAKEN,
  WAITLIST_OFFER_USED,
  waitlistClaimRequestSchema,
  type WaitlistDeclineResponse,
  type WaitlistOfferView,
} from "@shared/waitlist-api";
import { bookAppointment } from "../booking/service";
import type { DbOrTx } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { hashToken, isTokenShaped } from "../infra/tokens/tokens";
import { snapshotLinesOf } from "../messages/snapshot-lines";
import { holdForPayment, type PaymentDeps, paymentPlanFor } from "../payments/checkout";
import { markBooked } from "./booked";
import { bookingBodyOf, priceRequest, requestOf, type WaitlistEntry } from "./entry";
import { type OfferDeps, offerFreedPlaces } from "./offers";

export type ClaimDeps = OfferDeps & PaymentDeps;
type Offer = typeof waitlistOffers.$inferSelect;

/** The offer a token names and its entry; 404 for a token never issued. */
async function offerOf(db: DbOrTx, token: string): Promise<{ offer: Offer; entry: WaitlistEntry }> {
  const [row] = isTokenShaped(token)
    ? await db
        .select({ offer: waitlistOffers, entry: waitlistEntries })
        .from(waitlistOffers)
        .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
        .where(eq(waitlistOffers.tokenHash, hashToken(token)))
    : [];
  if (!row) throw new AppError("NOT_FOUND", WAITLIST_LINK_INVALID);
  return row;
}

/** An open offer past its expiry is expired, whether or not the sweep has marked it yet. */
const stateAt = (offer: Offer, now: Date) => (offer.state === "open" && offer.expiresAt <= now ? "expired" : offer.state);

/** GET /api/waitlist/offers/:token: the offer as its customer sees it, in any state. */
export async function viewOffer(deps: ClaimDeps, token: string): Promise<WaitlistOfferView> {
  const { offer, entry } = await offerOf(deps.db, token);
  const catalogue = await deps.catalogue.read();
  const priced = priceRequest(requestOf(entry), catalogue);
  return {
    state: stateAt(offer, deps.clock()),
    appointmentDate: offer.date,
    appointmentTime: offer.time,
    durationMinutes: offer.durationMinutes,
    totalPrice: priced?.totalPrice ?? 0,
    lines: priced ? snapshotLinesOf(priced.items, catalogue.serviceById) : [],
    expiresAt: offer.expiresAt.toISOString(),
    locale: entry.locale,
    customerFirstName: splitName(entry.customerName).firstName,
  };
}

/** Ends an open offer (expired, declined, taken) and answers whether this call did it. */
async function endOffer(db: DbOrTx, offerId: number, state: Offer["state"], now: Date): Promise<boolean> {
  const ended = await db
    .update(waitlistOffers)
    .set({ state, answeredAt: now })
    .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.state, "open")))
    .returning({ id: waitlistOffers.id });
  return ended.length > 0;
}

/**
 * Claims an offer through the normal booking path: the public booking (or, when the salon's policy asks
 * a payment, the held slot), under the date's lock, with all its emails. The booking's Idempotency-Key is
 * the offer's, so however many times and from however many instances the link is clicked at once, one
 * booking is made and every click gets it; a refusal of the time (someone booked it first) is kept under
 * the key too, so each click gets the same 409. The offer is marked claimed before booking, so the sweep
 * cannot pass its place on meanwhile.
 */
export async function claimOffer(
  deps: ClaimDeps,
  token: string,
  rawBody: unknown,
): Promise<{ status: number; body: BookingResponse | AwaitingPaymentBooking }> {
  waitlistClaimRequestSchema.parse(rawBody ?? undefined);
  const now = deps.clock();
  const { offer, entry } = await offerOf(deps.db, token);
  if (stateAt(offer, now) === "expired") {
    if (await endOffer(deps.db, offer.id, "expired", now)) await offerFreedPlaces(deps, offer.date);
    throw new AppError("GONE", WAITLIST_OFFER_EXPIRED);
  }
  if (offer.state === "taken") throw new AppError("CONFLICT", WAITLIST_OFFER_TAKEN);
  if (offer.state !== "open" && offer.state !== "claimed") throw new AppError("GONE", WAITLIST_OFFER_USED);
  await deps.db
    .update(waitlistOffers)
    .set({ state: "claimed", answeredAt: now })
    .where(and(eq(waitlistOffers.id, offer.id), eq(waitlistOffers.state, "open"), gt(waitlistOffers.expiresAt, now)));

  const body = bookingBodyOf(entry, offer.time);
  const key = `waitlist-offer-${offer.id}`;
  // A booking answered as the booking page gets it (with its manage token), or its held slot awaiting payment.
  let result: { status: number; body: BookingResponse | AwaitingPaymentBooking };
  try {
    const plan = await paymentPlanFor(deps, body);
    result = plan && deps.provider ? await holdForPayment({ ...deps, provider: deps.provider }, body, key, plan) : await bookAppointment(deps, body, key);
  } catch (error) {
    if (error instanceof AppError && (error.code === "CONFLICT" || error.code === "UNPROCESSABLE")) {
      await deps.db.update(waitlistOffers).set({ state: "taken" }).where(and(eq(waitlistOffers.id, offer.id), inArray(waitlistOffers.state, ["open", "claimed"])));
      throw new AppError("CONFLICT", WAITLIST_OFFER_TAKEN);
    }
    // Anything else (the database busy, the payment provider away): the offer is open again for a retry.
    await deps.db.update(waitlistOffers).set({ state: "open", answeredAt: null }).where(and(eq(waitlistOffers.id, offer.id), eq(waitlistOffers.state, "claimed"), sql`${waitlistOffers.appointmentId} IS NULL`));
    throw error;
  }
  const freed = await deps.db.transaction(async (tx) => {
    await tx.update(waitlistOffers).set({ state: "claimed", appointmentId: result.body.id }).where(eq(waitlistOffers.id, offer.id));
    return markBooked(tx, entry, result.body.id, now);
  });
  for (const date of freed) await offerFreedPlaces(deps, date);
  return result;
}

/**
 * The customer does not want this time: the place goes to the next fitting entry at once (a round for its
 * date). Their entries stay waiting, this one included (a round never offers it this time again), so the
 * answer names the dates they still wait on.
 */
export async function declineOffer(deps: ClaimDeps, token: string): Promise<WaitlistDeclineResponse> {
  const now = deps.clock();
  const { offer } = await offerOf(deps.db, token);
  if (offer.state !== "declined") {
    if (stateAt(offer, now) !== "open") throw new AppError("GONE", stateAt(offer, now) === "expired" ? WAITLIST_OFFER_EXPIRED : WAITLIST_OFFER_USED);
    if (!(await endOffer(deps.db, offer.id, "declined", now))) throw new AppError("GONE", WAITLIST_OFFER_USED);
    await offerFreedPlaces(deps, offer.date);
  }
  return { state: "declined", waitingDates: await waitingDatesOf(deps.db, offer.customerEmail, salonDate(now)) };
}

/** The dates from `today` on that one customer (email address) still waits on. */
async function waitingDatesOf(db: DbOrTx, customerEmail: string, today: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: waitlistEntries.date })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.customerEmail, customerEmail), eq(waitlistEntries.state, "waiting"), gte(waitlistEntries.date, today)))
    .orderBy(asc(waitlistEntries.date));
  return rows.map((row) => row.date);
}
