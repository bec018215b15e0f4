import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { type Appointment, appointmentPayments, appointments, paymentWebhookEvents } from "@shared/schema";
import { lockedAppointment } from "../appointment-changes/changes";
import type { Clock } from "../infra/clock";
import type { Db, DbOrTx } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { confirmHold, expireHolds, holdIsOpen } from "./confirm";
import type { PaymentProvider } from "./provider";

export const INVALID_SIGNATURE = "The webhook signature is missing or invalid";
export const PAYMENTS_OFF = "Payments are not set up";
export const LATE_PAYMENT = "Paid after the hold had expired: refunded";

export type WebhookOutcome = "confirmed" | "refunded" | "duplicate" | "ignored";

interface WebhookDeps {
  db: Db;
  clock: Clock;
  provider?: PaymentProvider;
}

/** Checks the signature over the raw body with the package's own check; a bad or missing one changes nothing (400). */
function verifiedEvent(provider: PaymentProvider, rawBody: unknown, signature: string | undefined): Stripe.Event {
  if (!signature || !Buffer.isBuffer(rawBody)) throw new AppError("BAD_REQUEST", INVALID_SIGNATURE);
  try {
    return provider.stripe.webhooks.constructEvent(rawBody, signature, provider.config.webhookSecret);
  } catch {
    throw new AppError("BAD_REQUEST", INVALID_SIGNATURE);
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === "string" ? value : value.id);

/**
 * Applies one webhook delivery, once: the event's id is stored in the transaction that applies it, so a
 * repeated delivery, to this instance or another, finds it and changes nothing (a delivery racing it waits
 * on the id's unique index until the first commits). `checkout.session.completed` confirms an open hold;
 * a payment for a hold that expired or never existed is refunded (with an idempotency key, so a retried
 * delivery refunds once). `checkout.session.expired` frees its hold at once. Other events are ignored.
 */
export async function handleWebhook(deps: WebhookDeps, rawBody: unknown, signature: string | undefined): Promise<WebhookOutcome> {
  if (!deps.provider) throw new AppError("NOT_FOUND", PAYMENTS_OFF);
  const provider = deps.provider;
  const event = verifiedEvent(provider, rawBody, signature);
  if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.expired") {
    await deps.db.insert(paymentWebhookEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing();
    return "ignored";
  }
  const session = event.data.object;
  const appointmentId = Number(session.metadata?.appointmentId ?? session.client_reference_id);
  const paymentIntentId = idOf(session.payment_intent);
  const setupIntentId = idOf(session.setup_intent);
  // What the provider knows of the card, read before any lock is taken.
  const paymentMethodId =
    event.type !== "checkout.session.completed"
      ? null
      : paymentIntentId
        ? idOf((await provider.stripe.paymentIntents.retrieve(paymentIntentId)).payment_method)
        : setupIntentId
          ? idOf((await provider.stripe.setupIntents.retrieve(setupIntentId)).payment_method)
          : null;

  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx.insert(paymentWebhookEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing().returning();
    if (!fresh) return "duplicate";
    const now = deps.clock();
    const appointment = Number.isSafeInteger(appointmentId) ? await lockedOrNone(tx, appointmentId) : undefined;
    if (event.type === "checkout.session.expired") {
      if (appointment?.status === "awaiting_payment") await expireHoldNow(tx, appointment, now);
      return "ignored";
    }
    const [payment] = await tx.select().from(appointmentPayments).where(eq(appointmentPayments.checkoutSessionId, session.id)).for("update");
    const providerIds = { paymentIntentId, setupIntentId, paymentMethodId, customerId: idOf(session.customer) ?? payment?.customerId ?? null };
    const paid = session.mode === "payment" && session.payment_status === "paid";
    if (appointment && holdIsOpen(appointment, now) && (paid || session.mode === "setup")) {
      const state = session.mode === "payment" ? "paid" : "hold";
      if (payment) {
        await tx.update(appointmentPayments).set({ state, ...providerIds, updatedAt: now }).where(eq(appointmentPayments.id, payment.id));
      } else {
        // The hold's own row was not written (an instance stopped between the session and its row): it is made from the session.
        await tx.insert(appointmentPayments).values({
          appointmentId: appointment.id,
          kind: session.mode === "payment" ? "deposit" : "card_on_file",
          state,
          amount: session.amount_total ?? 0,
          currency: session.currency ?? provider.config.currency,
          checkoutSessionId: session.id,
          ...providerIds,
        });
      }
      await confirmHold(tx, appointment, now);
      return "confirmed";
    }
    if (!paymentIntentId || !paid) return "ignored";
    const refund = await provider.stripe.refunds.create({ payment_intent: paymentIntentId, metadata: { appointmentId: String(appointmentId) } }, { idempotencyKey: `cita-refund-${paymentIntentId}` });
    if (payment) {
      await tx
        .update(appointmentPayments)
        .set({ state: "refunded", ...providerIds, refundId: refund.id, failureMessage: LATE_PAYMENT, updatedAt: now })
        .where(eq(appointmentPayments.id, payment.id));
    }
    return "refunded";
  });
}

async function lockedOrNone(tx: DbOrTx, id: number): Promise<Appointment | undefined> {
  try {
    return await lockedAppointment(tx, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return undefined;
    throw error;
  }
}

/** The provider says the session ended unpaid: the hold is freed now rather than at its expiry. */
async function expireHoldNow(tx: DbOrTx, appointment: Appointment, now: Date): Promise<void> {
  await tx.update(appointments).set({ holdExpiresAt: now }).where(eq(appointments.id, appointment.id));
  await expireHolds(tx, now);
}
