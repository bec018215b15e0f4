import { cancelOutcome, summarizePayments } from "@shared/payments-api";
import type { Appointment } from "@shared/schema";
import type { DbOrTx } from "../infra/db/database";
import { summarizedPaymentsOf } from "../payments/summary";
import type { EmailKind, EmailPayload } from "./payloads";

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
