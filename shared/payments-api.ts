import { z } from "zod";
import type { PaymentKind, PaymentState } from "./schema";
import { salonDateTimeToInstant } from "./time";

/**
 * Deposits and no-show protection: the salon's policy (GET/PUT /api/superadmin/payment-policy), what the
 * booking page is told about it, and each appointment's payments as the back office reads them. Amounts
 * are integer minor units of the salon's currency (cents), computed on the server from the catalogue.
 */

/** The largest fixed deposit, no-show charge or visit threshold a policy may name: 10,000.00. */
export const MAX_POLICY_AMOUNT = 1_000_000;

export const POLICY_AMOUNT_OUT_OF_RANGE = "Amounts must be whole cents from 1 to 1000000";
export const POLICY_PERCENT_OUT_OF_RANGE = "A percentage deposit must be a whole number from 1 to 100";
export const INVALID_PAYMENT_POLICY = "This payment policy is not valid";

const amount = z.number({ error: POLICY_AMOUNT_OUT_OF_RANGE }).int(POLICY_AMOUNT_OUT_OF_RANGE).min(1, POLICY_AMOUNT_OUT_OF_RANGE).max(MAX_POLICY_AMOUNT, POLICY_AMOUNT_OUT_OF_RANGE);

export const paymentPolicySchema = z
  .object({
    deposit: z.discriminatedUnion(
      "kind",
      [
        z.object({ kind: z.literal("none"), value: z.literal(0).optional().default(0) }),
        z.object({ kind: z.literal("fixed"), value: amount }),
        z.object({
          kind: z.literal("percent"),
          value: z.number({ error: POLICY_PERCENT_OUT_OF_RANGE }).int(POLICY_PERCENT_OUT_OF_RANGE).min(1, POLICY_PERCENT_OUT_OF_RANGE).max(100, POLICY_PERCENT_OUT_OF_RANGE),
        }),
      ],
      { error: INVALID_PAYMENT_POLICY },
    ),
    appliesTo: z.union([z.enum(["everyone", "new_clients", "past_no_show"]), z.object({ overAmount: amount }).strict()], { error: INVALID_PAYMENT_POLICY }),
    lateCancel: z.object({ kind: z.enum(["keep_deposit", "none"], { error: INVALID_PAYMENT_POLICY }) }).strict(),
    noShow: z
      .object({ kind: z.enum(["keep_deposit", "charge_card", "none"], { error: INVALID_PAYMENT_POLICY }), maxAmount: amount.optional() })
      .strict()
      .refine((noShow) => noShow.kind !== "charge_card" || noShow.maxAmount !== undefined, { error: POLICY_AMOUNT_OUT_OF_RANGE, path: ["maxAmount"] }),
  })
  .strict();

export type PaymentPolicy = z.output<typeof paymentPolicySchema>;

/** What a salon that never set a policy asks for: nothing, as before payments existed. */
export const NO_PAYMENT_POLICY: PaymentPolicy = {
  deposit: { kind: "none", value: 0 },
  appliesTo: "everyone",
  lateCancel: { kind: "keep_deposit" },
  noShow: { kind: "none" },
};

/**
 * GET /api/payments/policy: what the booking and manage pages state before a customer commits, and whether
 * the salon has a payment provider at all (`configured`, set by STRIPE_SECRET_KEY: the back office shows
 * its payments page and each appointment's payments only then). `enabled` is false when the policy asks
 * nothing of a booking, or without a provider, and then nothing else is said: no page promises a card.
 */
export type PublicPaymentPolicy =
  | { enabled: false; configured: boolean }
  | { enabled: true; configured: true; currency: string; holdMinutes: number; cancelCutoffHours: number; policy: PaymentPolicy };

/** POST /api/appointments/public when the policy asks for a payment: the held slot and where to pay. */
export interface AwaitingPaymentBooking {
  id: number;
  status: "awaiting_payment";
  checkoutUrl: string;
  holdExpiresAt: string;
}

export const awaitingPaymentBookingSchema = z.object({
  id: z.number().int(),
  status: z.literal("awaiting_payment"),
  checkoutUrl: z.url(),
  holdExpiresAt: z.iso.datetime(),
});

/** GET /api/payments/checkout/:sessionId: the return page's view of the booking it paid for. */
export interface CheckoutOutcome {
  status: "confirmed" | "awaiting_payment" | "expired";
  appointmentDate: string;
  appointmentTime: string;
  locale: "es" | "en";
  /** The booking's manage page token, once confirmed (a fresh one each time: only hashes are stored). */
  manageToken: string | null;
}

/** One payment of an appointment as the back office shows it. */
export interface AppointmentPaymentView {
  id: number;
  kind: PaymentKind;
  state: PaymentState;
  amount: number;
  currency: string;
  failureMessage: string | null;
  createdAt: string;
  updatedAt: string;
}

export const refundRequestSchema = z.object({ reason: z.string().trim().max(200).optional() }).strict();
export const cashDepositSchema = z
  .object({ amount: z.number({ error: POLICY_AMOUNT_OUT_OF_RANGE }).int(POLICY_AMOUNT_OUT_OF_RANGE).min(1, POLICY_AMOUNT_OUT_OF_RANGE).max(MAX_POLICY_AMOUNT, POLICY_AMOUNT_OUT_OF_RANGE) })
  .strict();

/** The deposit a visit of `total` asks for under `policy` (never more than the visit). */
export function depositFor(policy: PaymentPolicy, total: number): number {
  const { deposit } = policy;
  if (deposit.kind === "fixed") return Math.min(deposit.value, total);
  if (deposit.kind === "percent") return Math.round((total * deposit.value) / 100);
  return 0;
}

const SUMMARY_STATES = ["hold", "paid", "refunded", "kept", "charged", "failed"] as const satisfies readonly PaymentState[];
const SUMMARY_KINDS = ["deposit", "card_on_file", "no_show_charge", "cash_deposit"] as const satisfies readonly PaymentKind[];

/**
 * What one appointment's payments come to, as the appointments page, the client card, the manage page and
 * the booking emails show it: the state of its latest payment, what the customer paid that the salon still
 * holds and what was handed back (cents), whether a card is saved for a no-show charge, and the terms the
 * customer booked under (null for a payment stored before they were kept, or one taken at the desk only).
 */
export const paymentSummarySchema = z.object({
  state: z.enum(SUMMARY_STATES),
  kind: z.enum(SUMMARY_KINDS),
  paid: z.number().int(),
  refunded: z.number().int(),
  currency: z.string(),
  cardSaved: z.boolean(),
  terms: z.object({ policy: paymentPolicySchema, cancelCutoffHours: z.number().int() }).nullable(),
});
export type PaymentSummary = z.output<typeof paymentSummarySchema>;

/** One stored payment, as much of it as its summary needs (oldest first when there are several). */
export interface SummarizedPayment {
  id: number;
  kind: PaymentKind;
  state: PaymentState;
  amount: number;
  currency: string;
  paymentMethodId: string | null;
  policy: unknown;
  cancelCutoffHours: number | null;
}

/** The summary of one appointment's payments; null when it has none (no provider, or no payment asked). */
export function summarizePayments(rows: readonly SummarizedPayment[]): PaymentSummary | null {
  if (rows.length === 0) return null;
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const latest = sorted[sorted.length - 1];
  const held = (row: SummarizedPayment) => row.state === "paid" || row.state === "kept" || row.state === "charged";
  const withTerms = [...sorted].reverse().find((row) => row.policy !== null && row.cancelCutoffHours !== null);
  const policy = withTerms ? paymentPolicySchema.safeParse(withTerms.policy) : undefined;
  const terms = policy?.success && withTerms ? { policy: policy.data, cancelCutoffHours: withTerms.cancelCutoffHours! } : null;
  // A deposit's card is kept for later only when the terms charge a no-show to it; a card-only booking always saves it.
  const savesCard = (row: SummarizedPayment) => row.kind === "card_on_file" || (row.kind === "deposit" && terms?.policy.noShow.kind === "charge_card");
  return {
    state: latest.state,
    kind: latest.kind,
    paid: sorted.filter(held).reduce((sum, row) => sum + row.amount, 0),
    refunded: sorted.filter((row) => row.state === "refunded").reduce((sum, row) => sum + row.amount, 0),
    currency: latest.currency,
    cardSaved: sorted.some((row) => row.paymentMethodId !== null && savesCard(row) && row.state !== "refunded"),
    terms,
  };
}

/** The terms a payment was taken under: the policy and the cancellation cut-off in force when its customer booked. */
export interface PaymentTerms {
  policy: PaymentPolicy;
  cancelCutoffHours: number;
}

/**
 * Whether cancelling keeps the deposit: the terms keep late cancellations and the salon cancelled after the
 * cut-off. A customer's own link only cancels before the cut-off, so its cancellations are always refunded.
 */
export function cancellationKeepsDeposit(terms: PaymentTerms, start: Date, cancelledAt: Date, byCustomer: boolean): boolean {
  if (byCustomer || terms.policy.lateCancel.kind !== "keep_deposit") return false;
  return cancelledAt.getTime() > start.getTime() - terms.cancelCutoffHours * 3_600_000;
}

/**
 * What a cancellation does to an appointment's payments, as the payments sweep settles them: its card
 * deposit refunded or kept (cents), or its saved card left uncharged. Null when it has neither, or a
 * deposit stored without its terms (the outcome then hangs on a cut-off this code cannot know), and for
 * a deposit taken in cash, which the front desk settles by hand.
 */
export type CancelOutcome = { kind: "refund" | "keep"; amount: number } | { kind: "card_not_charged" };

export function cancelOutcome(
  rows: readonly SummarizedPayment[],
  appointment: { appointmentDate: string; appointmentTime: string },
  cancelledAt: Date,
  byCustomer: boolean,
): CancelOutcome | null {
  const start = salonDateTimeToInstant(appointment.appointmentDate, appointment.appointmentTime);
  let refunded = 0;
  let kept = 0;
  for (const row of rows) {
    if (row.kind !== "deposit" || row.state !== "paid") continue;
    const policy = paymentPolicySchema.safeParse(row.policy);
    if (!policy.success || row.cancelCutoffHours === null) return null;
    if (cancellationKeepsDeposit({ policy: policy.data, cancelCutoffHours: row.cancelCutoffHours }, start, cancelledAt, byCustomer)) kept += row.amount;
    else refunded += row.amount;
  }
  if (refunded > 0) return { kind: "refund", amount: refunded };
  if (kept > 0) return { kind: "keep", amount: kept };
  const cardSaved = rows.some((row) => row.kind === "card_on_file" && row.state === "hold" && row.paymentMethodId !== null);
  return cardSaved ? { kind: "card_not_charged" } : null;
}
