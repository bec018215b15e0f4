import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import type Stripe from "stripe";
import { cancellationKeepsDeposit, type PaymentPolicy, paymentPolicySchema, type PaymentTerms } from "@shared/payments-api";
import { type Appointment, type AppointmentPayment, appointmentPayments, appointments } from "@shared/schema";
import { salonDateTimeToInstant } from "@shared/time";
import type { Db, DbOrTx } from "../infra/db/database";
import { readPolicy } from "./policy";
import type { PaymentProvider } from "./provider";

export interface SettleDeps {
  db: Db;
  provider: PaymentProvider;
  cancelCutoffHours: number;
}

export type Settlement = "refunded" | "kept" | "charged" | "failed";

/**
 * Settles the payments of appointments that ended without a visit: cancelled (refunded before the
 * cut-off, or by the customer through their link, which only allows that; kept after it when the policy
 * keeps late cancellations) or a no-show (the deposit kept, the saved card charged off-session up to the
 * policy's amount, or refunded when the policy charges nothing). The policy and cut-off are those stored
 * with the payment when its customer booked (the terms they agreed to); the current ones only for a
 * payment stored without them. Each payment is settled in a
 * transaction of its own holding its row (`FOR UPDATE SKIP LOCKED`), so instances sweeping together and
 * an admin's refund never settle one twice; provider calls carry the payment's idempotency key. A card
 * that is declined or needs its holder is marked failed for the admin to see, and never tried again.
 */
export async function settlePayments(deps: SettleDeps, now: Date): Promise<Record<Settlement, number>> {
  const counts: Record<Settlement, number> = { refunded: 0, kept: 0, charged: 0, failed: 0 };
  const due = await deps.db
    .select({ id: appointmentPayments.id })
    .from(appointmentPayments)
    .innerJoin(appointments, eq(appointments.id, appointmentPayments.appointmentId))
    .where(
      and(
        inArray(appointments.status, ["cancelled", "no_show"]),
        or(
          and(eq(appointmentPayments.state, "paid"), eq(appointmentPayments.kind, "deposit")),
          and(eq(appointmentPayments.state, "hold"), eq(appointments.status, "no_show"), isNotNull(appointmentPayments.paymentMethodId)),
        ),
      ),
    );
  if (due.length === 0) return counts;
  const current = await readPolicy(deps.db);
  for (const { id } of due) {
    const settled = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ payment: appointmentPayments, appointment: appointments })
        .from(appointmentPayments)
        .innerJoin(appointments, eq(appointments.id, appointmentPayments.appointmentId))
        .where(eq(appointmentPayments.id, id))
        .for("update", { of: appointmentPayments, skipLocked: true });
      if (!row) return undefined;
      const { payment, appointment } = row;
      const open = (payment.state === "paid" && payment.kind === "deposit") || (payment.state === "hold" && payment.paymentMethodId !== null);
      if (!open) return undefined;
      return settleOne(tx, deps, termsOf(payment, current, deps.cancelCutoffHours), payment, appointment, now);
    });
    if (settled) counts[settled] += 1;
  }
  return counts;
}

/** The terms a payment was taken under, as stored with it; the current ones for a payment stored without them. */
export function termsOf(payment: AppointmentPayment, currentPolicy: PaymentPolicy, currentCutoffHours: number): PaymentTerms {
  const stored = payment.policy === null ? undefined : paymentPolicySchema.safeParse(payment.policy);
  return { policy: stored?.success ? stored.data : currentPolicy, cancelCutoffHours: payment.cancelCutoffHours ?? currentCutoffHours };
}

/** Whether the appointment's cancellation keeps the deposit; it was cancelled at its last change, by its customer when that was theirs. */
function keepsDeposit(appointment: Appointment, terms: PaymentTerms): boolean {
  const byCustomer = appointment.customerChangedAt !== null && appointment.customerChangedAt.getTime() === appointment.updatedAt.getTime();
  const start = salonDateTimeToInstant(appointment.appointmentDate, appointment.appointmentTime);
  return cancellationKeepsDeposit(terms, start, appointment.updatedAt, byCustomer);
}

async function settleOne(tx: DbOrTx, deps: SettleDeps, terms: PaymentTerms, payment: AppointmentPayment, appointment: Appointment, now: Date): Promise<Settlement> {
  if (appointment.status === "cancelled") return keepsDeposit(appointment, terms) ? mark(tx, payment, "kept", now) : refundPayment(tx, deps.provider, payment, now);
  const { policy } = terms;
  if (policy.noShow.kind === "none") return payment.kind === "deposit" ? refundPayment(tx, deps.provider, payment, now) : mark(tx, payment, "kept", now);
  if (policy.noShow.kind === "keep_deposit" || payment.paymentMethodId === null || payment.customerId === null) return mark(tx, payment, "kept", now);

  // Charge the saved card: the fee up to the policy's amount and the visit's price, less the deposit already kept.
  const deposit = payment.kind === "deposit" ? payment.amount : 0;
  const fee = Math.min(policy.noShow.maxAmount ?? 0, appointment.totalPrice) - deposit;
  if (payment.kind === "deposit") await mark(tx, payment, "kept", now);
  if (fee <= 0) return "kept";
  const charge = await chargeOffSession(deps.provider, payment, fee, appointment.id);
  const values = { state: charge.ok ? ("charged" as const) : ("failed" as const), paymentIntentId: charge.paymentIntentId, failureMessage: charge.ok ? null : charge.message, updatedAt: now };
  if (payment.kind === "card_on_file") {
    await tx.update(appointmentPayments).set({ ...values, amount: fee }).where(eq(appointmentPayments.id, payment.id));
  } else {
    await tx.insert(appointmentPayments).values({
      appointmentId: appointment.id,
      kind: "no_show_charge",
      amount: fee,
      currency: payment.currency,
      customerId: payment.customerId,
      paymentMethodId: payment.paymentMethodId,
      ...values,
    });
  }
  return values.state;
}

async function mark(tx: DbOrTx, payment: AppointmentPayment, state: "kept" | "refunded", now: Date, refundId?: string): Promise<Settlement> {
  await tx.update(appointmentPayments).set({ state, ...(refundId ? { refundId } : {}), updatedAt: now }).where(eq(appointmentPayments.id, payment.id));
  return state;
}

/** Refunds a provider payment in full (Refunds API, keyed by the payment, so a retry refunds once) and marks it. */
export async function refundPayment(tx: DbOrTx, provider: PaymentProvider, payment: AppointmentPayment, now: Date): Promise<"refunded"> {
  if (payment.paymentIntentId) {
    const refund = await provider.stripe.refunds.create(
      { payment_intent: payment.paymentIntentId, metadata: { appointmentId: String(payment.appointmentId) } },
      { idempotencyKey: `cita-refund-${payment.paymentIntentId}` },
    );
    await mark(tx, payment, "refunded", now, refund.id);
  } else {
    await mark(tx, payment, "refunded", now);
  }
  return "refunded";
}

type ChargeResult = { ok: true; paymentIntentId: string } | { ok: false; paymentIntentId: string | null; message: string };

/** One off-session charge of the saved card; a card error (declined, needs authentication) is an answer, not a retry. */
async function chargeOffSession(provider: PaymentProvider, payment: AppointmentPayment, amount: number, appointmentId: number): Promise<ChargeResult> {
  try {
    const intent = await provider.stripe.paymentIntents.create(
      {
        amount,
        currency: payment.currency,
        customer: payment.customerId ?? undefined,
        payment_method: payment.paymentMethodId ?? undefined,
        off_session: true,
        confirm: true,
        metadata: { appointmentId: String(appointmentId), reason: "no_show" },
      },
      { idempotencyKey: `cita-no-show-${payment.id}` },
    );
    if (intent.status === "succeeded") return { ok: true, paymentIntentId: intent.id };
    return { ok: false, paymentIntentId: intent.id, message: `The charge was not completed (${intent.status})` };
  } catch (error) {
    const card = error as Stripe.errors.StripeError;
    if (card.type === "StripeCardError") {
      const intentId = (card.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent?.id ?? null;
      return { ok: false, paymentIntentId: intentId, message: card.message };
    }
    throw error;
  }
}
