import { and, desc, eq, inArray } from "drizzle-orm";
import { bookingRequestSchema } from "@shared/api";
import { priceBooking } from "@shared/booking-rules";
import type { AwaitingPaymentBooking } from "@shared/payments-api";
import { appointmentPayments, appointments, idempotencyKeys } from "@shared/schema";
import { book, type BookingDeps, type BookingResult } from "../booking/service";
import { AppError } from "../infra/http/errors";
import { type PaymentPlan, planPayment } from "./plan";
import { policyAsksAnything, readPolicy } from "./policy";
import { type PaymentProvider, PROVIDER_UNAVAILABLE } from "./provider";

export interface PaymentDeps extends BookingDeps {
  /** Unset without STRIPE_SECRET_KEY: no payment is ever asked for. */
  provider?: PaymentProvider;
  publicUrl: string;
  /** CANCEL_CUTOFF_HOURS, stored with each payment as part of the terms its customer booked under. */
  cancelCutoffHours: number;
}

/** Stripe lets a Checkout Session expire 30 minutes after it is made at the earliest. */
const MIN_SESSION_MINUTES = 30;

/**
 * What the salon's policy asks of a public booking request: null when nothing (no provider, no policy, or
 * a request the booking itself will refuse), and the booking goes ahead exactly as without payments.
 * Reads no lock: the booking's own transaction decides the slot.
 */
export async function paymentPlanFor(deps: PaymentDeps, rawBody: unknown): Promise<PaymentPlan | null> {
  const { provider, db } = deps;
  if (!provider) return null;
  const policy = await readPolicy(db);
  if (!policyAsksAnything(policy)) return null;
  const parsed = bookingRequestSchema.safeParse(rawBody);
  if (!parsed.success) return null;
  const input = parsed.data;
  const priced = priceBooking(
    { services: input.services, needsAcrylicRemoval: input.needsAcrylicRemoval, needsGelishRemoval: input.needsGelishRemoval, pedicureType: input.pedicureType },
    await deps.catalogue.read(),
  );
  if (!priced.ok) return null;
  return planPayment(db, policy, { email: input.customerEmail.toLowerCase(), total: priced.totalPrice });
}

/**
 * A public booking the policy asks a payment of (`plan`): the slot is booked as `awaiting_payment` (the
 * booking's own transaction under its date's lock, so the hold counts as occupied for everyone at once),
 * then a Checkout Session is made for it, outside any lock. When the provider fails, the hold and the
 * stored answer of its Idempotency-Key are removed before the customer hears "try again" (503), so no
 * slot stays held and a retry books afresh.
 */
export async function holdForPayment(
  deps: PaymentDeps & { provider: PaymentProvider },
  rawBody: unknown,
  idempotencyKey: string | undefined,
  plan: PaymentPlan,
): Promise<BookingResult | { status: 201; body: AwaitingPaymentBooking }> {
  const { provider, db, clock } = deps;
  const input = bookingRequestSchema.parse(rawBody);
  const email = input.customerEmail.toLowerCase();
  const expiresAt = new Date(clock().getTime() + provider.config.holdMinutes * 60_000);
  const result = await book(deps, rawBody, idempotencyKey, (body) => ({ input: bookingRequestSchema.parse(body), frontDesk: null, hold: { expiresAt } }));
  if (result.body.status !== "awaiting_payment") return result;
  // The same customer asking again (200), or a retried request replaying its stored answer: the checkout already made.
  const existing = await heldCheckout(deps, result.body.id);
  if (existing) return existing;
  if (result.status !== 201) return result;

  const id = result.body.id;
  // A replayed answer's hold started with its first attempt: the session's expiry follows the stored hold.
  const [{ holdExpiresAt }] = await db.select({ holdExpiresAt: appointments.holdExpiresAt }).from(appointments).where(eq(appointments.id, id));
  const heldUntil = holdExpiresAt ?? expiresAt;
  const [payment] = await db
    .insert(appointmentPayments)
    // The terms the customer is shown and agrees to now settle this payment, whatever the salon changes later.
    .values({ appointmentId: id, kind: plan.kind, state: "hold", amount: plan.amount, currency: provider.config.currency, policy: plan.policy, cancelCutoffHours: deps.cancelCutoffHours })
    .returning({ id: appointmentPayments.id });
  try {
    const session = await createCheckoutSession(deps, provider, { id, email, locale: input.locale, name: input.customerName, date: input.appointmentDate, time: input.appointmentTime }, plan, heldUntil);
    await db
      .update(appointmentPayments)
      .set({ checkoutSessionId: session.id, checkoutUrl: session.url, customerId: session.customer, updatedAt: clock() })
      .where(eq(appointmentPayments.id, payment.id));
    return { status: 201, body: { id, status: "awaiting_payment", checkoutUrl: session.url, holdExpiresAt: heldUntil.toISOString() } };
  } catch {
    await db.transaction(async (tx) => {
      await tx.delete(appointments).where(and(eq(appointments.id, id), eq(appointments.status, "awaiting_payment")));
      if (idempotencyKey) await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.key, idempotencyKey));
    });
    throw new AppError("UNAVAILABLE", PROVIDER_UNAVAILABLE);
  }
}

/** The checkout of a hold still open (the same customer asking again, or a retried request), if any. */
async function heldCheckout(deps: PaymentDeps, appointmentId: number): Promise<{ status: 201; body: AwaitingPaymentBooking } | null> {
  const [row] = await deps.db
    .select({ url: appointmentPayments.checkoutUrl, expiresAt: appointments.holdExpiresAt, status: appointments.status })
    .from(appointmentPayments)
    .innerJoin(appointments, eq(appointments.id, appointmentPayments.appointmentId))
    .where(and(eq(appointmentPayments.appointmentId, appointmentId), inArray(appointmentPayments.kind, ["deposit", "card_on_file"])))
    .orderBy(desc(appointmentPayments.id))
    .limit(1);
  if (!row?.url || !row.expiresAt || row.status !== "awaiting_payment" || row.expiresAt <= deps.clock()) return null;
  return { status: 201, body: { id: appointmentId, status: "awaiting_payment", checkoutUrl: row.url, holdExpiresAt: row.expiresAt.toISOString() } };
}

interface HeldBooking {
  id: number;
  email: string;
  name: string;
  locale: "es" | "en";
  date: string;
  time: string;
}

/**
 * Makes the Checkout Session of a hold: payment mode for a deposit (keeping the card for a no-show charge
 * when the policy charges one), setup mode to save a card only. The session names the appointment in
 * `client_reference_id` and `metadata.appointmentId`; the webhook confirms the booking from them. Its
 * idempotency key is the appointment's, so a retried call never makes a second session.
 */
async function createCheckoutSession(deps: PaymentDeps, provider: PaymentProvider, held: HeldBooking, plan: PaymentPlan, heldUntil: Date) {
  const { stripe, config } = provider;
  const reference = String(held.id);
  const metadata = { appointmentId: reference };
  const customer = plan.saveCard ? (await stripe.customers.create({ email: held.email, name: held.name, metadata }, { idempotencyKey: `cita-customer-${reference}` })).id : undefined;
  const common = {
    client_reference_id: reference,
    metadata,
    customer,
    customer_email: customer ? undefined : held.email,
    locale: held.locale,
    success_url: `${deps.publicUrl}/booking/payment?session_id={CHECKOUT_SESSION_ID}&lang=${held.locale}`,
    cancel_url: `${deps.publicUrl}/?lang=${held.locale}&payment=cancelled`,
    // Fixed by the hold (not the moment of the call), so a retried call sends the same parameters with its key.
    expires_at: Math.floor(heldUntil.getTime() / 1000) + MIN_SESSION_MINUTES * 60,
  } as const;
  const label = held.locale === "es" ? `Depósito de tu cita del ${held.date} a las ${held.time}` : `Deposit for your appointment on ${held.date} at ${held.time}`;
  const session =
    plan.kind === "deposit"
      ? await stripe.checkout.sessions.create(
          {
            ...common,
            mode: "payment",
            line_items: [{ quantity: 1, price_data: { currency: config.currency, unit_amount: plan.amount, product_data: { name: label } } }],
            payment_intent_data: { metadata, ...(plan.saveCard ? { setup_future_usage: "off_session" as const } : {}) },
          },
          { idempotencyKey: `cita-checkout-${reference}` },
        )
      : await stripe.checkout.sessions.create({ ...common, mode: "setup", currency: config.currency, setup_intent_data: { metadata } }, { idempotencyKey: `cita-checkout-${reference}` });
  if (!session.url) throw new Error(`Checkout Session ${session.id} came without a URL`);
  return { id: session.id, url: session.url, customer: customer ?? null };
}
