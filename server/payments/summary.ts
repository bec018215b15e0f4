import { asc, inArray } from "drizzle-orm";
import { type PaymentSummary, type SummarizedPayment, summarizePayments } from "@shared/payments-api";
import { appointmentPayments } from "@shared/schema";
import type { DbOrTx } from "../infra/db/database";
import { SUMMARIZED } from "../messages/payment-summary";

/**
 * The payment summary of each of `appointmentIds` that has payments, in one query over the payments'
 * appointment index (a page of the appointments list, a client card).
 */
export async function paymentSummaries(db: DbOrTx, appointmentIds: readonly number[]): Promise<Map<number, PaymentSummary>> {
  const summaries = new Map<number, PaymentSummary>();
  if (appointmentIds.length === 0) return summaries;
  const rows = await db
    .select({ appointmentId: appointmentPayments.appointmentId, ...SUMMARIZED })
    .from(appointmentPayments)
    .where(inArray(appointmentPayments.appointmentId, [...appointmentIds]))
    .orderBy(asc(appointmentPayments.id));
  const byAppointment = new Map<number, SummarizedPayment[]>();
  for (const { appointmentId, ...row } of rows) byAppointment.set(appointmentId, [...(byAppointment.get(appointmentId) ?? []), row]);
  for (const [appointmentId, payments] of byAppointment) {
    const summary = summarizePayments(payments);
    if (summary) summaries.set(appointmentId, summary);
  }
  return summaries;
}
