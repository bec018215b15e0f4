import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import { type BookedSlot, intervalsOverlap } from "@shared/booking-rules";
import { waitlistEntries, waitlistOffers } from "@shared/schema";
import { fromMinutes, salonClock, salonDate, salonDateTimeToInstant, toMinutes } from "@shared/time";
import type { VisitPlan } from "@shared/visit-plan";
import { visitSlotGrid } from "@shared/visit-slots";
import { WAITLIST_OFFERS_PER_DAY } from "@shared/waitlist-api";
import { toOccupiedSlots } from "../availability/service";
import { readDay } from "../booking/day";
import type { CatalogueCache } from "../catalogue/service";
import type { Clock } from "../infra/clock";
import type { Db, DbOrTx } from "../infra/db/database";
import { lockAppointmentDate } from "../infra/db/locks";
import { issueToken } from "../infra/tokens/tokens";
import { enqueueEmail } from "../messages/outbox";
import { enqueueText } from "../messages/text/enqueue";
import { planRequest, priceRequest, requestOf, type WaitlistEntry, waitlistSnapshot } from "./entry";

export interface OfferDeps {
  db: Db;
  clock: Clock;
  catalogue: CatalogueCache;
  /** How long an offer holds its place (WAITLIST_OFFER_MINUTES). */
  offerMinutes: number;
}

/** Offers whose hours an entry is not offered again, whole or in part: it let that place go. */
const LET_GO = new Set(["declined", "expired"]);

/**
 * One round of offers for `date`: every place that fits a waiting entry is offered to the first such entry
 * in join order, once. Run after anything that may free a place (the change feed), after an offer ends
 * (expired, declined, withdrawn) and by the periodic sweep; any number of rounds, on any instances, end the
 * same, because a round decides under the date's booking lock from what PostgreSQL holds:
 * - an open offer holds its place for its entry (the round counts it as an appointment), so a freed place
 *   goes to one entry at a time, and the next round offers it to the next entry only once that offer ends;
 * - an entry holds at most one open offer (a unique index), and is never offered again any time overlapping
 *   one it let go (declined, or left to expire): "no thanks" passes that place to the next in line;
 * - a customer is sent at most WAITLIST_OFFERS_PER_DAY offers a salon day;
 * - an entry whose services no longer fit the freed time (or can no longer be booked) is passed over.
 * The offers and their emails (and texts) commit together. Answers how many offers it made.
 */
export async function offerFreedPlaces(deps: OfferDeps, date: string): Promise<number> {
  const now = deps.clock();
  const today = salonDate(now);
  if (date < today || !(await hasWaitingEntries(deps.db, date))) return 0;
  const catalogue = await deps.catalogue.read();
  return deps.db.transaction(async (tx) => {
    await lockAppointmentDate(tx, date);
    const entries = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.date, date), eq(waitlistEntries.state, "waiting")))
      .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
    if (entries.length === 0) return 0;
    const offers = await tx
      .select({
        entryId: waitlistOffers.entryId,
        time: waitlistOffers.time,
        durationMinutes: waitlistOffers.durationMinutes,
        state: waitlistOffers.state,
        appointmentId: waitlistOffers.appointmentId,
      })
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.date, date), inArray(waitlistOffers.state, ["open", "claimed", "declined", "expired"])));
    // An open offer holds its place, and so does one being claimed until its booking holds it instead.
    const holding = offers.filter((offer) => offer.state === "open" || (offer.state === "claimed" && offer.appointmentId === null));
    const sentToday = await offersSentOn(tx, today, [...new Set(entries.map((entry) => entry.customerEmail))]);
    const serviceIds = [...new Set(entries.flatMap((entry) => requestOf(entry).services.map((service) => service.serviceId)))];
    const day = await readDay(tx, date, serviceIds);
    const qualifiedStaff = (serviceId: string) => day.qualified.filter(([id]) => id === serviceId).map(([, staffId]) => staffId);
    const planOf = (entry: WaitlistEntry) => {
      const request = requestOf(entry);
      const priced = priceRequest(request, catalogue);
      return priced ? { priced, plan: planRequest(request, priced, qualifiedStaff) } : null;
    };
    // An offer holds its time as the booking it would make: each part from its own start (two at once for
    // hands and feet together); one of an entry no longer plannable, its whole length.
    const holdOf = (offer: { entryId: number; time: string; durationMinutes: number }): BookedSlot[] => {
      const entry = entries.find((candidate) => candidate.id === offer.entryId);
      const plan = entry ? planOf(entry)?.plan : null;
      return plan ? partsAt(offer.time, plan) : [{ appointmentTime: offer.time, totalDuration: offer.durationMinutes, status: "confirmed" }];
    };
    const held: BookedSlot[] = [...toOccupiedSlots(day.appointments), ...holding.flatMap(holdOf)];
    const offered = new Set(holding.map((offer) => offer.entryId));

    let made = 0;
    for (const entry of entries) {
      if (offered.has(entry.id) || (sentToday.get(entry.customerEmail) ?? 0) >= WAITLIST_OFFERS_PER_DAY) continue;
      const planned = planOf(entry);
      if (!planned?.plan) continue;
      const { priced, plan } = planned;
      const minutes = plan.durationMinutes;
      const letGo = offers.filter((offer) => offer.entryId === entry.id && LET_GO.has(offer.state)).map((offer) => [toMinutes(offer.time), offer.durationMinutes]);
      const letGoOf = (slot: string) => letGo.some(([start, length]) => intervalsOverlap(toMinutes(slot), toMinutes(slot) + minutes, start, start + length));
      // The booking's own rule for the planned visit (one manicurist, or the part rule), on one grid of the date.
      const grid = visitSlotGrid({ date, now, plan, availability: day.staffDays, appointments: held });
      const time = grid.find((slot) => slot.available && slot.time >= entry.earliest && slot.time <= entry.latest && !letGoOf(slot.time))?.time;
      if (!time) continue;
      await makeOffer(tx, deps, entry, { time, durationMinutes: minutes }, now, () => waitlistSnapshot(entry, { date, time }, priced, catalogue, minutes));
      held.push(...partsAt(time, plan));
      sentToday.set(entry.customerEmail, (sentToday.get(entry.customerEmail) ?? 0) + 1);
      made += 1;
    }
    return made;
  });
}

/** The slots a visit planned as `plan` holds from `time`: one per part, from its own start. */
function partsAt(time: string, plan: VisitPlan): BookedSlot[] {
  return plan.segments.map((part) => ({ appointmentTime: fromMinutes(toMinutes(time) + part.startOffset), totalDuration: part.durationMinutes, status: "confirmed" }));
}

async function hasWaitingEntries(db: DbOrTx, date: string): Promise<boolean> {
  const { rows } = await db.execute<{ waiting: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM waitlist_entries WHERE date = ${date} AND state = 'waiting') AS waiting`,
  );
  return rows[0]?.waiting === true;
}

/** The dates from today on that have someone waiting: what a round after a change of unknown date looks at. */
export async function datesWithWaitingEntries(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: waitlistEntries.date })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.state, "waiting"), gte(waitlistEntries.date, salonDate(now))))
    .orderBy(asc(waitlistEntries.date));
  return rows.map((row) => row.date);
}

async function offersSentOn(tx: DbOrTx, day: string, emails: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ email: waitlistOffers.customerEmail, count: sql<number>`count(*)::int` })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.offeredOn, day), inArray(waitlistOffers.customerEmail, emails)))
    .groupBy(waitlistOffers.customerEmail);
  return new Map(rows.map((row) => [row.email, row.count]));
}

/**
 * Writes one offer and its messages: an email, and a text when the salon sends texts. It holds its place
 * until WAITLIST_OFFER_MINUTES from now, or the time's start if that comes first.
 */
async function makeOffer(
  tx: DbOrTx,
  deps: OfferDeps,
  entry: WaitlistEntry,
  place: { time: string; durationMinutes: number },
  now: Date,
  snapshot: () => ReturnType<typeof waitlistSnapshot>,
): Promise<void> {
  const starts = salonDateTimeToInstant(entry.date, place.time);
  const expiresAt = new Date(Math.min(now.getTime() + deps.offerMinutes * 60_000, starts.getTime()));
  const token = issueToken();
  await tx.insert(waitlistOffers).values({
    entryId: entry.id,
    date: entry.date,
    time: place.time,
    durationMinutes: place.durationMinutes,
    tokenHash: token.hash,
    customerEmail: entry.customerEmail,
    offeredOn: salonDate(now),
    expiresAt,
    createdAt: now,
  });
  const payload = {
    appointment: snapshot(),
    issuedAt: now.toISOString(),
    waitlist: { token: token.token, expiresAt: expiresAt.toISOString(), expiresAtSalonTime: salonClock(expiresAt) },
  };
  await enqueueEmail(tx, { kind: "waitlist_offer", recipient: entry.customerEmail, locale: entry.locale, payload }, now);
  await enqueueText(tx, { kind: "waitlist_offer", phone: entry.customerPhone, locale: entry.locale, payload }, now);
}
