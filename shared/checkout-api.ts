/**
 * Checkout at the desk, its corrections and the day's close: the request schemas the server parses with and
 * the answers it sends. Every amount is integer cents; every date a salon date (YYYY-MM-DD).
 */
import { z } from "zod";
import { dateParam } from "./api";
import { ADJUSTMENT_METHODS, ADJUSTMENT_TARGETS, type AppointmentStatus, CHECKOUT_PAYMENT_METHODS, ITEM_KINDS } from "./schema";

/** Statuses a visit can no longer be paid in: the server refuses their checkout, and no page offers one. */
const NOT_PAYABLE_STATUSES: readonly AppointmentStatus[] = ["cancelled", "declined", "no_show"];

export function isPayableStatus(status: AppointmentStatus): boolean {
  return !NOT_PAYABLE_STATUSES.includes(status);
}

/** Far above any salon bill ($100,000), far below what an integer column holds. */
export const MAX_AMOUNT = 10_000_000;

export const CHECKOUT_REFUSALS = {
  negativeTip: "A tip cannot be negative",
  amount: "Amounts must be whole cents from 0 to 10,000,000",
  unknownMethod: "Payment method must be cash, card, transfer or deposit",
  paymentPositive: "Each payment must be more than zero",
  cashGivenOnlyCash: "Only a cash payment takes the cash given",
  cashGivenTooLittle: "The cash given must cover the cash payment",
  oneDeposit: "The deposit can be counted once",
  amountMissing: "Each payment needs its amount",
  noDeposit: "This visit has no paid deposit to count",
  discountReason: "Say why the discount is given",
  discountPositive: "A discount must be more than zero",
  percentRange: "A percent discount must be from 1 to 100",
  discountOverTotal: "The discount cannot be more than the total",
  negativeSubtotal: "The lines charged cannot add up to less than zero",
  tipTwice: "Each manicurist's tip can be given once",
  unknownStaff: "Unknown manicurist",
  notPayable: "A cancelled, declined or no-show visit cannot be checked out",
  notYet: "A visit can be checked out from its day on",
  alreadyCheckedOut: "This visit was already checked out differently; correct it with an adjustment",
  dayClosed: "This day is closed; reopen it to change its checkouts",
  checkoutNotFound: "Checkout not found",
  adjustmentReason: "Say why the checkout is corrected",
  adjustmentNonZero: "An adjustment must change the amount",
  adjustmentMethod: "Adjustment method must be cash, card or transfer",
  tipNeedsStaff: "Say whose tip is corrected",
  belowZero: "The correction would leave less than zero",
  dayAlreadyClosed: "This day is already closed",
  dayNotClosed: "This day is not closed",
  closeInFuture: "A day can be closed from its own date on",
  reopenReason: "Say why the day is reopened",
} as const;

const cents = z.number({ error: CHECKOUT_REFUSALS.amount }).int(CHECKOUT_REFUSALS.amount).min(0, CHECKOUT_REFUSALS.amount).max(MAX_AMOUNT, CHECKOUT_REFUSALS.amount);
const reason = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, "Reason must be at most 200 characters");

export const checkoutItemSchema = z.object({
  itemId: z.string().trim().min(1).max(64),
  kind: z.enum(ITEM_KINDS),
});

export const discountSchema = z
  .object({
    kind: z.enum(["amount", "percent"]),
    value: z.number({ error: CHECKOUT_REFUSALS.discountPositive }).positive(CHECKOUT_REFUSALS.discountPositive).max(MAX_AMOUNT, CHECKOUT_REFUSALS.amount),
    reason: reason(CHECKOUT_REFUSALS.discountReason),
  })
  // Whole cents for an amount, a whole percent for a percent: each kind says which it wants.
  .refine((discount) => discount.kind !== "amount" || Number.isInteger(discount.value), { message: CHECKOUT_REFUSALS.amount, path: ["value"] })
  .refine((discount) => discount.kind !== "percent" || (Number.isInteger(discount.value) && discount.value <= 100), { message: CHECKOUT_REFUSALS.percentRange, path: ["value"] });

export const tipSchema = z.object({
  staffId: z.number({ error: CHECKOUT_REFUSALS.unknownStaff }).int().positive(CHECKOUT_REFUSALS.unknownStaff),
  amount: z.number({ error: CHECKOUT_REFUSALS.amount }).int(CHECKOUT_REFUSALS.amount).min(0, CHECKOUT_REFUSALS.negativeTip).max(MAX_AMOUNT, CHECKOUT_REFUSALS.amount),
});

/**
 * One payment. A "deposit" counts the deposit the customer paid when booking: its amount is read from that
 * payment's own record, so the desk may leave it out; one that is sent must be that amount.
 */
export const paymentSchema = z
  .object({
    method: z.enum(CHECKOUT_PAYMENT_METHODS, { error: CHECKOUT_REFUSALS.unknownMethod }),
    amount: cents.refine((amount) => amount > 0, CHECKOUT_REFUSALS.paymentPositive).optional(),
    cashGiven: cents.optional(),
  })
  .refine((payment) => payment.amount !== undefined || payment.method === "deposit", { message: CHECKOUT_REFUSALS.amountMissing, path: ["amount"] })
  .refine((payment) => payment.cashGiven === undefined || payment.method === "cash", { message: CHECKOUT_REFUSALS.cashGivenOnlyCash, path: ["cashGiven"] })
  .refine((payment) => payment.cashGiven === undefined || payment.cashGiven >= (payment.amount ?? 0), { message: CHECKOUT_REFUSALS.cashGivenTooLittle, path: ["cashGiven"] });

/**
 * POST /api/admin/appointments/:id/checkout. `items`, when given, is the whole list charged (the booked
 * lines kept, removed or added to at the chair); absent, the visit is charged as booked.
 */
export const checkoutRequestSchema = z.object({
  items: z.array(checkoutItemSchema).max(50).optional(),
  discount: discountSchema.optional(),
  tips: z
    .array(tipSchema)
    .max(10)
    .default([])
    .refine((tips) => new Set(tips.map((tip) => tip.staffId)).size === tips.length, CHECKOUT_REFUSALS.tipTwice),
  payments: z
    .array(paymentSchema)
    .max(10)
    .refine((payments) => payments.filter((payment) => payment.method === "deposit").length <= 1, CHECKOUT_REFUSALS.oneDeposit),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutResultSchema = z.object({
  checkoutId: z.number().int(),
  total: z.number().int(),
  tipTotal: z.number().int(),
  change: z.number().int(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** A saved checkout as the appointment card and the receipt show it, with its corrections. */
export interface CheckoutDetail extends CheckoutResult {
  appointmentId: number;
  businessDate: string;
  staffId: number | null;
  subtotal: number;
  discount: { kind: "amount" | "percent"; value: number; reason: string; amount: number } | null;
  items: { kind: string; itemId: string; nameEn: string; nameEs: string; price: number }[];
  tips: { staffId: number | null; amount: number }[];
  /** `paymentId`: a deposit's own payment record (GET /api/admin/appointments/:id/payments), null otherwise. */
  payments: { method: (typeof CHECKOUT_PAYMENT_METHODS)[number]; amount: number; cashGiven: number | null; change: number; paymentId: number | null }[];
  adjustments: { id: number; target: string; staffId: number | null; method: string; amount: number; reason: string; createdAt: string }[];
  createdAt: string;
}

/** POST /api/admin/checkouts/:id/adjustments: money charged (positive) or given back (negative) after the checkout. */
export const adjustmentRequestSchema = z
  .object({
    target: z.enum(ADJUSTMENT_TARGETS),
    staffId: z.number().int().positive(CHECKOUT_REFUSALS.unknownStaff).optional(),
    method: z.enum(ADJUSTMENT_METHODS, { error: CHECKOUT_REFUSALS.adjustmentMethod }),
    amount: z
      .number({ error: CHECKOUT_REFUSALS.amount })
      .int(CHECKOUT_REFUSALS.amount)
      .min(-MAX_AMOUNT, CHECKOUT_REFUSALS.amount)
      .max(MAX_AMOUNT, CHECKOUT_REFUSALS.amount)
      .refine((amount) => amount !== 0, CHECKOUT_REFUSALS.adjustmentNonZero),
    reason: reason(CHECKOUT_REFUSALS.adjustmentReason),
  })
  .refine((adjustment) => adjustment.target !== "tip" || adjustment.staffId !== undefined, { message: CHECKOUT_REFUSALS.tipNeedsStaff, path: ["staffId"] });
export type AdjustmentRequest = z.input<typeof adjustmentRequestSchema>;

export const adjustmentResultSchema = z.object({ adjustmentId: z.number().int(), checkoutId: z.number().int(), businessDate: z.string() });

export const dayCloseRequestSchema = z.object({ date: dateParam, countedCash: cents });
export const dayReopenRequestSchema = z.object({ reason: reason(CHECKOUT_REFUSALS.reopenReason) });

/** GET /api/admin/day-close/:date: a salon day's money, and its close when it was closed. */
export const daySummarySchema = z.object({
  date: z.string(),
  checkouts: z.number().int(),
  sales: z.number().int(),
  tips: z.number().int(),
  /** Cash kept from the day's checkouts (cash given minus change) and cash corrections. */
  expectedCash: z.number().int(),
  cardTotal: z.number().int(),
  transferTotal: z.number().int(),
  depositTotal: z.number().int(),
  adjustmentsTotal: z.number().int(),
  tipsByStaff: z.array(z.object({ staffId: z.number().int().nullable(), nameEs: z.string(), nameEn: z.string(), amount: z.number().int() })),
  status: z.enum(["open", "closed", "reopened"]),
  close: z
    .object({
      countedCash: z.number().int(),
      expectedCash: z.number().int(),
      difference: z.number().int(),
      closedAt: z.string(),
      closedBy: z.string().nullable(),
      reopenedAt: z.string().nullable(),
      reopenReason: z.string().nullable(),
    })
    .nullable(),
});
export type DaySummary = z.infer<typeof daySummarySchema>;
