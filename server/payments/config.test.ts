import { describe, expect, it } from "vitest";
import { loadEnv } from "../infra/env";

describe("the payment settings", () => {
  it("set up the provider only with a key and its webhook secret, and refuse values no salon means", () => {
    expect(loadEnv({}).paymentProvider).toBeUndefined();
    const keys = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" };
    expect(loadEnv(keys).paymentProvider).toEqual({ secretKey: "sk_test_1", webhookSecret: "whsec_1", apiBase: undefined, currency: "usd", holdMinutes: 15 });
    expect(loadEnv({ ...keys, STRIPE_API_BASE: "http://127.0.0.1:12111", SALON_CURRENCY: "MXN", PAYMENT_HOLD_MINUTES: "20" }).paymentProvider).toEqual({
      secretKey: "sk_test_1",
      webhookSecret: "whsec_1",
      apiBase: { host: "127.0.0.1", port: 12111, protocol: "http" },
      currency: "mxn",
      holdMinutes: 20,
    });
    expect(loadEnv({ ...keys, STRIPE_API_BASE: "https://gateway.example" }).paymentProvider?.apiBase).toEqual({ host: "gateway.example", port: 443, protocol: "https" });
    expect(() => loadEnv({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(/STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/);
    expect(() => loadEnv({ ...keys, SALON_CURRENCY: "dollars" })).toThrow(/SALON_CURRENCY/);
    expect(() => loadEnv({ ...keys, PAYMENT_HOLD_MINUTES: "0" })).toThrow(/PAYMENT_HOLD_MINUTES/);
    expect(() => loadEnv({ ...keys, STRIPE_API_BASE: "ftp://x" })).toThrow(/STRIPE_API_BASE/);
  });
});
