/** Deposits and no-show protection: the salon's policy, the provider's webhook, the checkout's return, each appointment's payments. */
import { z } from "zod";
import { cashDepositSchema, paymentPolicySchema, refundRequestSchema } from "../payments-api";
import type { ApiOperation } from "./operation";

const paymentView = z.object({
  id: z.number().int(),
  kind: z.enum(["deposit", "card_on_file", "no_show_charge", "cash_deposit"]),
  state: z.enum(["hold", "paid", "refunded", "kept", "charged", "failed"]),
  amount: z.number().int(),
  currency: z.string(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const paymentList = z.array(paymentView);

export const paymentRoutes = {
  "POST /api/payments/webhook": {
    access: "public",
    summary:
      "The payment provider's webhook (raw JSON body, Stripe-Signature checked; 400 when missing or bad). checkout.session.completed confirms a held booking once per event id; a payment for an expired or unknown hold is refunded",
    returns: "{ received: true, outcome }",
  },
  "GET /api/payments/policy": { access: "public", summary: "What the booking and manage pages state of the salon's deposit and no-show policy; { enabled: false } when it asks nothing, configured: false without a payment provider", returns: "PublicPaymentPolicy (shared/payments-api.ts)" },
  "GET /api/payments/checkout/:sessionId": {
    access: "public",
    summary: "Where a customer lands back from checkout: whether the booking is confirmed, still awaiting the payment or expired, and once confirmed a manage token",
    returns: "CheckoutOutcome (shared/payments-api.ts)",
  },
  "GET /api/superadmin/payment-policy": { access: "admin", summary: "The salon's payment policy (every admin may read it)", response: paymentPolicySchema },
  "PUT /api/superadmin/payment-policy": { access: "superadmin", summary: "Set the salon's payment policy (amounts in cents; out of range is a 400)", body: paymentPolicySchema, response: paymentPolicySchema },
  "GET /api/admin/appointments/:id/payments": { access: "admin", summary: "An appointment's payments, oldest first", response: paymentList },
  "POST /api/admin/appointments/:id/refund": {
    access: "admin",
    summary: "Refund (or waive) what the appointment's customer paid: provider payments through the Refunds API with an idempotency key, cash marked handed back; 409 when nothing is left",
    body: refundRequestSchema,
    response: paymentList,
  },
  "POST /api/admin/appointments/:id/deposit-cash": {
    access: "admin",
    summary: "Record a deposit paid in cash at the front desk; a booking still held for its online payment is confirmed by it",
    body: cashDepositSchema,
    response: paymentList,
  },
} satisfies Record<string, ApiOperation>;
