import { sql } from "drizzle-orm";
import { INVALID_PHONE } from "@shared/api";
import { priceBooking } from "@shared/booking-rules";
import { toE164 } from "@shared/phone";
import { isBookableDate } from "@shared/time";
import { WAITLIST_DATES_OUTSIDE_WINDOW, waitlistJoinSchema, type WaitlistJoinResponse } from "@shared/waitlist-api";
import type { CatalogueCache } from "../catalogue/service";
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { issueToken } from "../infra/tokens/tokens";
import { enqueueEmail } from "../messages/outbox";
import { type WaitlistRequest, waitlistSnapshot } from "./entry";

export interface JoinDeps {
  db: Db;
  clock: Clock;
  catalogue: CatalogueCache;
}

/**
 * Puts a customer on the waitlist of each date asked for, after the same checks a booking makes without a
 * lock (phone, window, services priced from the catalogue) and the waitlist's own (times on the slot grid,
 * earliest before latest: the schema). One waiting entry per email address and date (a unique index): a
 * second join for a date updates that entry and keeps its place in line (`joined_at`). All of the join's
 * entries share one leave link, emailed in the confirmation, written in the same transaction.
 */
export async function joinWaitlist(deps: JoinDeps, rawBody: unknown): Promise<WaitlistJoinResponse> {
  const join = waitlistJoinSchema.parse(rawBody);
  const now = deps.clock();
  const phone = toE164(join.customerPhone);
  if (!phone) throw new AppError("BAD_REQUEST", INVALID_PHONE);
  if (!join.dates.every((date) => isBookableDate(date, now))) throw new AppError("BAD_REQUEST", WAITLIST_DATES_OUTSIDE_WINDOW);
  const request: WaitlistRequest = {
    services: join.services.map(({ serviceId, optionIds }) => ({ serviceId, optionIds: optionIds ?? [] })),
    needsAcrylicRemoval: join.needsAcrylicRemoval,
    needsGelishRemoval: join.needsGelishRemoval,
    pedicureType: join.pedicureType ?? null,
    ...(join.together ? { together: true } : {}),
  };
  const catalogue = await deps.catalogue.read();
  // The booking's own refusal of these services (unknown, coming soon, a missing option…), word for word.
  const pricing = priceBooking(request, catalogue);
  if (!pricing.ok) throw new AppError("BAD_REQUEST", pricing.error.message);
  const priced = pricing;
  const customerName = join.customerName.trim().replace(/\s+/g, " ").replace(/\p{Surrogate}/gu, "\uFFFD");
  const email = join.customerEmail.toLowerCase();
  const leave = issueToken();

  return deps.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const date of join.dates) {
      const { rows } = await tx.execute<{ id: number }>(sql`
INSERT INTO waitlist_entries (date, earliest, latest, request, customer_name, customer_email, customer_phone, locale, leave_token_hash, joined_at, updated_at)
VALUES (${date}, ${join.earliest}, ${join.latest}, ${JSON.stringify(request)}::jsonb, ${customerName}, ${email}, ${phone}, ${join.locale},
  ${leave.hash}, ${now}::timestamptz, ${now}::timestamptz)
ON CONFLICT (customer_email, date) WHERE state = 'waiting' DO UPDATE
  SET earliest = EXCLUDED.earliest, latest = EXCLUDED.latest, request = EXCLUDED.request, customer_name = EXCLUDED.customer_name,
    customer_phone = EXCLUDED.customer_phone, locale = EXCLUDED.locale, leave_token_hash = EXCLUDED.leave_token_hash, updated_at = EXCLUDED.updated_at
RETURNING id`);
      ids.push(rows[0].id);
    }
    const entry = { customerName };
    await enqueueEmail(
      tx,
      {
        kind: "waitlist_joined",
        recipient: email,
        locale: join.locale,
        payload: {
          appointment: waitlistSnapshot(entry, { date: join.dates[0], time: join.earliest }, priced, catalogue),
          issuedAt: now.toISOString(),
          waitlist: { leaveToken: leave.token, dates: join.dates, earliest: join.earliest, latest: join.latest },
        },
      },
      now,
    );
    return { id: ids[0] };
  });
}
