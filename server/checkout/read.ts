import { asc, eq } from "drizzle-orm";
import { CHECKOUT_REFUSALS, type CheckoutDetail } from "@shared/checkout-api";
import { checkoutAdjustments, checkoutItems, checkoutPayments, checkouts, checkoutTips } from "@shared/schema";
import type { Db } from "../infra/db/database";
import { AppError } from "../infra/http/errors";

/** GET /api/admin/appointments/:id/checkout: the visit's checkout with its lines, tips, payments and corrections. */
export async function readCheckout(db: Db, appointmentId: number): Promise<CheckoutDetail> {
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.appointmentId, appointmentId));
  if (!checkout) throw new AppError("NOT_FOUND", CHECKOUT_REFUSALS.checkoutNotFound);
  const [items, tips, payments, adjustments] = await Promise.all([
    db.select().from(checkoutItems).where(eq(checkoutItems.checkoutId, checkout.id)).orderBy(asc(checkoutItems.position)),
    db.select().from(checkoutTips).where(eq(checkoutTips.checkoutId, checkout.id)).orderBy(asc(checkoutTips.id)),
    db.select().from(checkoutPayments).where(eq(checkoutPayments.checkoutId, checkout.id)).orderBy(asc(checkoutPayments.id)),
    db.select().from(checkoutAdjustments).where(eq(checkoutAdjustments.checkoutId, checkout.id)).orderBy(asc(checkoutAdjustments.id)),
  ]);
  return {
    checkoutId: checkout.id,
    appointmentId,
    businessDate: checkout.businessDate,
    staffId: checkout.staffId,
    subtotal: checkout.subtotal,
    discount:
      checkout.discountKind && checkout.discountValue !== null
        ? { kind: checkout.discountKind, value: checkout.discountValue, reason: checkout.discountReason ?? "", amount: checkout.discountAmount }
        : null,
    total: checkout.total,
    tipTotal: checkout.tipTotal,
    change: checkout.changeGiven,
    items: items.map(({ kind, itemId, nameEn, nameEs, price }) => ({ kind, itemId, nameEn, nameEs, price })),
    tips: tips.map(({ staffId, amount }) => ({ staffId, amount })),
    payments: payments.map(({ method, amount, cashGiven, changeGiven, appointmentPaymentId }) => ({ method, amount, cashGiven, change: changeGiven, paymentId: appointmentPaymentId })),
    adjustments: adjustments.map(({ id, target, staffId, method, amount, reason, createdAt }) => ({ id, target, staffId, method, amount, reason, createdAt: createdAt.toISOString() })),
    createdAt: checkout.createdAt.toISOString(),
  };
}
