import { useQuery } from "@tanstack/react-query";
import type { PublicPaymentPolicy } from "@shared/payments-api";
import { apiPath } from "@shared/api/paths";
import { getJson } from "@/lib/api-client";

const PATH = apiPath("GET /api/payments/policy");

/**
 * Whether the salon has a payment provider (STRIPE_SECRET_KEY), as the server says in its public payment
 * answer: the back office's payments link, page and appointment payments, and every mention of a deposit
 * or a card, show only then. Undefined while the answer loads (or when it fails): a caller shows nothing of
 * payments until it is true. Shares the booking page's cache entry (the same call).
 */
export function usePaymentsConfigured(): boolean | undefined {
  return useQuery({ queryKey: [PATH] as const, queryFn: () => getJson<PublicPaymentPolicy>(PATH), staleTime: 5 * 60_000 }).data?.configured;
}
