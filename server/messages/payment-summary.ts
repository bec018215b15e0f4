import { asc, eq } from "drizzle-orm";
import { summarizePayments } from "@shared/payments-api";
import { appointmentPayments } from "@shared/schema";
import type { DbOrTx } from "../infra/db/database";
import type { EmailKind, EmailPayload } from "./payloads";

/** The customer emails that state the booking's deposit or saved card, and the terms it was taken under. */
const KINDS_WITH_PAYMENT: readonly EmailKind[] = ["booking_received", "appointment_confirmed"];

/**
 * The payment part of an email's payload: what the appointment's payments come to as it is queued, for
 * the kinds that state it; nothing when it has none (no provider, or the policy asked nothing of it).
 */
export async function paymentToTell(tx: DbOrTx, kind: EmailKind, appointmentId: number): Promise<Pick<EmailPayload, "payment">> {
  if (!KINDS_WITH_PAYMENT.includes(kind)) return {};
  const rows = await tx.select().from(appointmentPayments).where(eq(appointmentPayments.appointmentId, appointmentId)).orderBy(asc(appointmentPayments.id));
  const payment = summarizePayments(rows);
  return payment ? { payment } : {};
}
