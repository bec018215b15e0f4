import { asc, eq, inArray } from "drizzle-orm";
import { checkoutItems, checkoutPayments, checkouts, serviceOptions, services } from "@shared/schema";
import type { DbOrTx } from "../infra/db/database";
import { appointmentSnapshot, loadAppointmentForMessage } from "./appointment-messages";
import { snapshotLinesOf } from "./snapshot-lines";
import { enqueueEmail } from "./outbox";
import type { EmailPayload, ReceiptSnapshot } from "./payloads";

/**
 * Queues the receipt of a checkout to its customer, in the language they booked in, on the checkout's own
 * transaction: the lines as charged, the discount, the tip and how it was paid. A customer booked without
 * an email gets none. Answers whether it was queued.
 */
export async function enqueueReceipt(tx: DbOrTx, appointmentId: number, checkoutId: number, now: Date): Promise<boolean> {
  const loaded = await loadAppointmentForMessage(tx, appointmentId);
  if (!loaded?.customer.email) return false;
  const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  const items = await tx.select().from(checkoutItems).where(eq(checkoutItems.checkoutId, checkoutId)).orderBy(asc(checkoutItems.position));
  const payments = await tx.select().from(checkoutPayments).where(eq(checkoutPayments.checkoutId, checkoutId)).orderBy(asc(checkoutPayments.id));
  const snapshot = await appointmentSnapshot(tx, loaded);
  // Options are named on their own at the desk ("Jelly Spa"); their service's name is added as on every email.
  const options = items.filter((item) => item.kind === "option").map((item) => item.itemId);
  const parentOf = options.length > 0 ? await optionParents(tx, options) : new Map<string, string>();
  const parentNames = parentOf.size > 0 ? await tx.select().from(services).where(inArray(services.id, [...new Set(parentOf.values())])) : [];
  const lines = snapshotLinesOf(
    items.map((item) => ({ ...item, parentServiceId: parentOf.get(item.itemId) ?? null })),
    new Map(parentNames.map((service) => [service.id, service])),
  );
  const receipt: ReceiptSnapshot = {
    subtotal: checkout.subtotal,
    discount: checkout.discountAmount,
    discountReason: checkout.discountReason,
    total: checkout.total,
    tip: checkout.tipTotal,
    payments: payments.map((payment) => ({ method: payment.method, amount: payment.amount })),
    change: checkout.changeGiven,
  };
  const payload: EmailPayload = { appointment: { ...snapshot, lines, totalPrice: checkout.subtotal }, receipt, issuedAt: now.toISOString() };
  await enqueueEmail(tx, { kind: "checkout_receipt", recipient: loaded.customer.email, locale: loaded.appointment.locale, payload }, now);
  return true;
}

async function optionParents(tx: DbOrTx, optionIds: string[]): Promise<Map<string, string>> {
  const rows = await tx.select({ id: serviceOptions.id, parent: serviceOptions.parentServiceId }).from(serviceOptions).where(inArray(serviceOptions.id, optionIds));
  return new Map(rows.map((row) => [row.id, row.parent]));
}
