import { asc, eq } from "drizzle-orm";
import { cancelOutcome, type SummarizedPayment, summarizePayments } from "@shared/payments-api";
import { type Appointment, appointmentPayments } from "@shared/schema";
import type { DbOrTx } from "../infra/db/database";
import type { EmailKind, EmailPayload } from "./payloads";

/** The columns of a payment that its summary and its cancellation's outcome read (server/payments/summary.ts reads a page of appointments' with them). */
export const SUMMARIZED = {
  id: appointmentPayments.id,
  kind: appointmentPayments.kind,
  state: appointmentPayments.state,
  amount: appointmentPayments.amount,
  currency: appointmentPayments.currency,
  paymentMethodId: appointmentPayments.paymentMethodId,
  policy: appointmentPayments.policy,
  cancelCutoffHours: appointmentPayments.cancelCutoffHours,
};

/** One appointment's payments, oldest first, as much of each as its summary and its cancellation's outcome read. */
export async function summarizedPaymentsOf(db: DbOrTx, appointmentId: number): Promise<SummarizedPayment[]> {
  return db.select(SUMMARIZED).from(appointmentPayments).where(eq(appointmentPayments.appointmentId, appointmentId)).orderBy(asc(appointmentPayments.id));
}

/** The customer emails that state the booking's deposit or saved card, and the terms it was taken under. */
const KINDS_WITH_PAYMENT: readonly EmailKind[] = ["booking_received", "appointment_confirmed"];

/**
 * The payment part of an email's payload: what the appointment's payments come to as it is queued, for
 * the kinds that state it; nothing when it has none (no provider, or the policy asked nothing of it).
 */
export async function paymentToTell(tx: DbOrTx, kind: EmailKind, appointmentId: number): Promise<Pick<EmailPayload, "payment">> {
  if (!KINDS_WITH_PAYMENT.includes(kind)) return {};
  const payment = summarizePayments(await summarizedPaymentsOf(tx, appointmentId));
  return payment ? { payment } : {};
}

/**
 * What the cancellation email says of the deposit or saved card: decided as it is queued, in the
 * cancelling transaction, by the rule the payments sweep settles it with moments later.
 */
export async function cancelOutcomeToTell(tx: DbOrTx, appointment: Appointment, cancelledAt: Date, byCustomer: boolean): Promise<Pick<EmailPayload, "cancelOutcome">> {
  const outcome = cancelOutcome(await summarizedPaymentsOf(tx, appointment.id), appointment, cancelledAt, byCustomer);
  return outcome ? { cancelOutcome: outcome } : {};
}
