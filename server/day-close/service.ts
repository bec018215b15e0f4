import { and, eq, isNull } from "drizzle-orm";
import { CHECKOUT_REFUSALS, dayCloseRequestSchema, dayReopenRequestSchema, type DaySummary } from "@shared/checkout-api";
import { dayCloseEvents, dayCloses } from "@shared/schema";
import { salonDate } from "@shared/time";
import type { Db } from "../infra/db/database";
import { lockAppointmentDate } from "../infra/db/locks";
import { AppError } from "../infra/http/errors";
import { daySummary, isDayClosed } from "./summary";

/**
 * Closes a salon day: the cash counted in the drawer is recorded against the cash its checkouts expect, and
 * from then on the day refuses new checkouts and corrections until it is reopened (also recorded). The
 * date's lock (the one every checkout of the date takes) keeps a checkout from landing between the count
 * and the close.
 */
export async function closeDay(db: Db, body: unknown, adminId: string, now: Date): Promise<DaySummary> {
  const { date, countedCash } = dayCloseRequestSchema.parse(body);
  if (date > salonDate(now)) throw new AppError("BAD_REQUEST", CHECKOUT_REFUSALS.closeInFuture);
  return db.transaction(async (tx) => {
    await lockAppointmentDate(tx, date);
    if (await isDayClosed(tx, date)) throw new AppError("CONFLICT", CHECKOUT_REFUSALS.dayAlreadyClosed);
    const before = await daySummary(tx, date);
    const closed = {
      countedCash,
      expectedCash: before.expectedCash,
      cardTotal: before.cardTotal,
      transferTotal: before.transferTotal,
      closedById: adminId,
      closedAt: now,
      reopenedAt: null,
      reopenedById: null,
      reopenReason: null,
    };
    await tx.insert(dayCloses).values({ date, ...closed }).onConflictDoUpdate({ target: dayCloses.date, set: closed });
    await tx.insert(dayCloseEvents).values({ date, action: "close", countedCash, expectedCash: before.expectedCash, byId: adminId, createdAt: now });
    return daySummary(tx, date);
  });
}

/** Reopens a closed day, with the reason on record; its close stays as counted until it is closed again. */
export async function reopenDay(db: Db, date: string, body: unknown, adminId: string, now: Date): Promise<DaySummary> {
  const { reason } = dayReopenRequestSchema.parse(body);
  return db.transaction(async (tx) => {
    await lockAppointmentDate(tx, date);
    const reopened = await tx
      .update(dayCloses)
      .set({ reopenedAt: now, reopenedById: adminId, reopenReason: reason })
      .where(and(eq(dayCloses.date, date), isNull(dayCloses.reopenedAt)))
      .returning({ date: dayCloses.date });
    if (reopened.length === 0) throw new AppError("CONFLICT", CHECKOUT_REFUSALS.dayNotClosed);
    await tx.insert(dayCloseEvents).values({ date, action: "reopen", reason, byId: adminId, createdAt: now });
    return daySummary(tx, date);
  });
}

export async function readDay(db: Db, date: string): Promise<DaySummary> {
  return daySummary(db, date);
}
