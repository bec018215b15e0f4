import { eq } from "drizzle-orm";
import type { CheckoutOutcome, PublicPaymentPolicy } from "@shared/payments-api";
import { appointmentPayments, appointments } from "@shared/schema";
import { AppError } from "../infra/http/errors";
import { issueManageToken } from "../messages/manage-tokens";
import type { PaymentDeps } from "./checkout";
import { holdIsOpen } from "./confirm";
import { policyAsksAnything, readPolicy } from "./policy";

export const CHECKOUT_NOT_FOUND = "We could not find this payment.";

/** GET /api/payments/policy: what the booking and manage pages state; nothing at all without a provider. */
export async function publicPolicy(deps: PaymentDeps & { cancelCutoffHours: number }): Promise<PublicPaymentPolicy> {
  if (!deps.provider) return { enabled: false, configured: false };
  const policy = await readPolicy(deps.db);
  if (!policyAsksAnything(policy)) return { enabled: false, configured: true };
  const { currency, holdMinutes } = deps.provider.config;
  return { enabled: true, configured: true, currency, holdMinutes, cancelCutoffHours: deps.cancelCutoffHours, policy };
}

/**
 * GET /api/payments/checkout/:sessionId: where the customer lands back from checkout. The session id is
 * known only to the customer and the provider; once the webhook has confirmed the booking, the answer
 * carries a fresh manage token so the page can show the booking's confirmation.
 */
export async function checkoutOutcome(deps: PaymentDeps, sessionId: string): Promise<CheckoutOutcome> {
  const [row] = await deps.db
    .select({ appointment: appointments })
    .from(appointmentPayments)
    .innerJoin(appointments, eq(appointments.id, appointmentPayments.appointmentId))
    .where(eq(appointmentPayments.checkoutSessionId, sessionId));
  if (!row) throw new AppError("NOT_FOUND", CHECKOUT_NOT_FOUND);
  const { appointment } = row;
  const now = deps.clock();
  const status = holdIsOpen(appointment, now) ? "awaiting_payment" : appointment.status === "awaiting_payment" || appointment.status === "cancelled" ? "expired" : "confirmed";
  return {
    status,
    appointmentDate: appointment.appointmentDate,
    appointmentTime: appointment.appointmentTime,
    locale: appointment.locale,
    manageToken: status === "confirmed" ? await issueManageToken(deps.db, appointment.id, now) : null,
  };
}
