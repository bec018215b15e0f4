import Stripe from "stripe";
import type { PaymentProviderConfig } from "../infra/env";

/**
 * The salon's payment provider, through the official `stripe` package: Stripe itself, or anything speaking
 * its API at STRIPE_API_BASE (the tests' local fake). One client per app instance; it holds no state of
 * the salon's, so instances need nothing in common but the key.
 */
export interface PaymentProvider {
  stripe: Stripe;
  config: PaymentProviderConfig;
}

/** A provider that does not answer fails the customer's attempt in seconds, with "try again". */
const PROVIDER_TIMEOUT_MS = 10_000;

export function createPaymentProvider(config: PaymentProviderConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...(config.apiBase ?? {}),
    // One retry of a dropped connection, with the idempotency key the package adds, then "try again".
    maxNetworkRetries: 1,
    timeout: PROVIDER_TIMEOUT_MS,
    telemetry: false,
  });
  return { stripe, config };
}

/** The provider could not be reached or failed (not a refusal of the card): the customer may try again. */
export const PROVIDER_UNAVAILABLE = "Card payments are not answering right now. Please try again in a few minutes.";
