import type { Express } from "express";
import request from "supertest";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { PaymentPolicy } from "@shared/payments-api";
import { paymentPolicy, paymentWebhookEvents } from "@shared/schema";
import { apiBaseOf, type PaymentProviderConfig } from "../infra/env";
import { createPaymentProvider, type PaymentProvider } from "../payments/provider";
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, fakeStripe, type SignedDelivery } from "./fake-stripe";
import type { ApiSuite } from "./suite";

export const DEPOSIT_POLICY: PaymentPolicy = {
  deposit: { kind: "percent", value: 20 },
  appliesTo: "everyone",
  lateCancel: { kind: "keep_deposit" },
  noShow: { kind: "keep_deposit" },
};

/**
 * The payment side of an API suite: the local fake of Stripe started for the file, an app of the suite's
 * database configured to use it (`payments.app`; `payments.instance()` makes another, as a second app
 * instance), and the payment tables emptied before each test.
 */
export function registerPayments(suite: ApiSuite, holdMinutes = 15) {
  const fake = fakeStripe();
  const payments = {
    fake,
    config: undefined as unknown as PaymentProviderConfig,
    app: undefined as unknown as Express,
    provider: undefined as unknown as PaymentProvider,
    instance: (): Express => suite.ctx.newInstance({ payments: payments.config }),
    async setPolicy(policy: PaymentPolicy): Promise<void> {
      await suite.ctx.database.db.insert(paymentPolicy).values({ id: 1, policy }).onConflictDoUpdate({ target: paymentPolicy.id, set: { policy } });
    },
    deliver(delivery: SignedDelivery, app?: Express): request.Test {
      return request(app ?? payments.app).post("/api/payments/webhook").set("Content-Type", "application/json").set("Stripe-Signature", delivery.signature).send(delivery.payload);
    },
  };
  beforeAll(async () => {
    const base = await fake.start();
    payments.config = { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiBase: apiBaseOf(base), currency: "usd", holdMinutes };
    payments.provider = createPaymentProvider(payments.config);
    payments.app = payments.instance();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    fake.reset();
    await suite.ctx.database.db.delete(paymentPolicy);
    await suite.ctx.database.db.delete(paymentWebhookEvents);
    await payments.setPolicy(DEPOSIT_POLICY);
  });
  return payments;
}
