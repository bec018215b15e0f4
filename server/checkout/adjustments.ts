import { and, eq, sql } from "drizzle-orm";
import { adjustmentRequestSchema, CHECKOUT_REFUSALS } from "@shared/checkout-api";
import { checkoutAdjustments, checkouts, checkoutTips, staff } from "@shared/schema";
import type { Db } from "../infra/db/database";
import { lockAppointmentDate } from "../infra/db/locks";
import { AppError } from "../infra/http/errors";
import { assertDayOpen } from "../day-close/summary";

/**
 * Records a correction of a checkout: money charged after it (positive) or given back (negative), on the
 * sale or on one manicurist's tip, by cash, card or transfer. A checkout is never edited; its day's figures
 * are the checkout plus its corrections, so the day must be open (the checkout's date lock is held, as a
 * close takes it too), and no correction may leave the sale or a tip below zero.
 */
export async function addAdjustment(db: Db, checkoutId: number, body: unknown, adminId: string, now: Date) {
  const adjustment = adjustmentRequestSchema.parse(body);
  return db.transaction(async (tx) => {
    const [peek] = await tx.select({ date: checkouts.businessDate }).from(checkouts).where(eq(checkouts.id, checkoutId));
    if (!peek) throw new AppError("NOT_FOUND", CHECKOUT_REFUSALS.checkoutNotFound);
    await lockAppointmentDate(tx, peek.date);
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for("update");
    await assertDayOpen(tx, checkout.businessDate);
    const staffId = adjustment.target === "tip" ? (adjustment.staffId ?? null) : null;
    let current: number;
    if (staffId !== null) {
      const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
      if (!member) throw new AppError("BAD_REQUEST", CHECKOUT_REFUSALS.unknownStaff);
      const [tip] = await tx
        .select({ amount: sql<number>`coalesce(sum(${checkoutTips.amount}), 0)::int` })
        .from(checkoutTips)
        .where(and(eq(checkoutTips.checkoutId, checkoutId), eq(checkoutTips.staffId, staffId)));
      current = tip.amount + (await corrected(tx, checkoutId, "tip", staffId));
    } else {
      current = checkout.total + (await corrected(tx, checkoutId, "sale", null));
    }
    if (current + adjustment.amount < 0) throw new AppError("BAD_REQUEST", CHECKOUT_REFUSALS.belowZero);
    const [saved] = await tx
      .insert(checkoutAdjustments)
      .values({
        checkoutId,
        businessDate: checkout.businessDate,
        target: adjustment.target,
        staffId,
        method: adjustment.method,
        amount: adjustment.amount,
        reason: adjustment.reason,
        createdById: adminId,
        createdAt: now,
      })
      .returning({ id: checkoutAdjustments.id });
    return { adjustmentId: saved.id, checkoutId, businessDate: checkout.businessDate };
  });
}

async function corrected(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], checkoutId: number, target: "sale" | "tip", staffId: number | null): Promise<number> {
  const [row] = await tx
    .select({ amount: sql<number>`coalesce(sum(${checkoutAdjustments.amount}), 0)::int` })
    .from(checkoutAdjustments)
    .where(
      and(
        eq(checkoutAdjustments.checkoutId, checkoutId),
        eq(checkoutAdjustments.target, target),
        staffId === null ? undefined : eq(checkoutAdjustments.staffId, staffId),
      ),
    );
  return row.amount;
}
