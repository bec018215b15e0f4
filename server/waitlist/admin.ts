import { asc, desc, eq, inArray } from "drizzle-orm";
import type { BookingResponse } from "@shared/api";
import { waitlistEntries, waitlistOffers } from "@shared/schema";
import {
  type AdminWaitlistEntry,
  adminWaitlistBookSchema,
  adminWaitlistQuerySchema,
  WAITLIST_ENTRY_CLOSED,
  WAITLIST_ENTRY_NOT_FOUND,
} from "@shared/waitlist-api";
import { qualifiedFor } from "../booking/day";
import { bookAtFrontDesk } from "../booking/front-desk";
import { AppError } from "../infra/http/errors";
import { snapshotLinesOf } from "../messages/snapshot-lines";
import { markBooked } from "./booked";
import { bookingBodyOf, planRequest, priceRequest, requestOf } from "./entry";
import { type OfferDeps, offerFreedPlaces } from "./offers";

/** A day's list is a handful of people; the cap only keeps one read bounded whatever happens. */
const DAY_LIST_LIMIT = 500;

/** GET /api/admin/waitlist?date=: the date's entries in join order (one index range), each with its latest offer. */
export async function dayWaitlist(deps: OfferDeps, rawQuery: unknown): Promise<AdminWaitlistEntry[]> {
  const { date } = adminWaitlistQuerySchema.parse(rawQuery);
  const entries = await deps.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.date, date))
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id))
    .limit(DAY_LIST_LIMIT);
  if (entries.length === 0) return [];
  const offers = await deps.db
    .selectDistinctOn([waitlistOffers.entryId], {
      entryId: waitlistOffers.entryId,
      time: waitlistOffers.time,
      state: waitlistOffers.state,
      expiresAt: waitlistOffers.expiresAt,
    })
    .from(waitlistOffers)
    .where(inArray(waitlistOffers.entryId, entries.map((entry) => entry.id)))
    .orderBy(waitlistOffers.entryId, desc(waitlistOffers.createdAt), desc(waitlistOffers.id));
  const latest = new Map(offers.map((offer) => [offer.entryId, offer]));
  const catalogue = await deps.catalogue.read();
  const now = deps.clock();
  const qualified = await qualifiedFor(deps.db, [...new Set(entries.flatMap((entry) => requestOf(entry).services.map((service) => service.serviceId)))]);
  const qualifiedStaff = (serviceId: string) => qualified.filter((row) => row.serviceId === serviceId).map((row) => row.staffId);
  return entries.map((entry, index) => {
    const request = requestOf(entry);
    const priced = priceRequest(request, catalogue);
    const plan = priced ? planRequest(request, priced, qualifiedStaff) : null;
    const offer = latest.get(entry.id);
    const offerState = offer && offer.state === "open" && offer.expiresAt <= now ? "expired" : offer?.state;
    return {
      id: entry.id,
      position: index + 1,
      joinedAt: entry.joinedAt.toISOString(),
      state: entry.state === "waiting" && offerState === "open" ? "offered" : entry.state,
      date: entry.date,
      earliest: entry.earliest,
      latest: entry.latest,
      customerName: entry.customerName,
      customerEmail: entry.customerEmail,
      customerPhone: entry.customerPhone,
      locale: entry.locale,
      durationMinutes: plan?.durationMinutes ?? priced?.totalDuration ?? 0,
      totalPrice: priced?.totalPrice ?? 0,
      lines: priced ? snapshotLinesOf(priced.items, catalogue.serviceById) : [],
      serviceIds: request.services.map((service) => service.serviceId),
      plan,
      offer: offer && offerState ? { time: offer.time, state: offerState, expiresAt: offer.expiresAt.toISOString() } : null,
      appointmentId: entry.appointmentId,
    };
  });
}

/**
 * POST /api/admin/waitlist/:id/book: the front desk books a waiting entry into a time of its date, with the
 * front desk's rules and guarantees (its window, a chosen manicurist who must be free, confirmed at once or
 * not); the entry is then booked (markBooked), and a place an offer of it held goes to the next entry.
 */
export async function bookWaitlistEntry(deps: OfferDeps, id: number, rawBody: unknown): Promise<{ status: number; body: BookingResponse }> {
  const choice = adminWaitlistBookSchema.parse(rawBody);
  const [entry] = await deps.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  if (!entry) throw new AppError("NOT_FOUND", WAITLIST_ENTRY_NOT_FOUND);
  if (entry.state !== "waiting") throw new AppError("CONFLICT", WAITLIST_ENTRY_CLOSED);
  const result = await bookAtFrontDesk(deps, { ...bookingBodyOf(entry, choice.appointmentTime), staffId: choice.staffId ?? null, confirmed: choice.confirmed }, undefined);
  const now = deps.clock();
  const freed = await deps.db.transaction((tx) => markBooked(tx, entry, result.body.id, now));
  for (const date of freed) await offerFreedPlaces(deps, date);
  return { status: 201, body: result.body };
}
