import { useQuery } from "@tanstack/react-query";
import type { CheckoutOutcome } from "@shared/payments-api";
import { apiPath, apiPathPrefix } from "@shared/api/paths";
import { getJson, isRefusal } from "@/lib/api-client";

/**
 * The booking a checkout paid for, asked again every 1.5 s while its payment is still being confirmed
 * (the provider's webhook usually arrives within seconds of the customer's return).
 */
export function useCheckoutOutcome(sessionId: string) {
  return useQuery({
    queryKey: [apiPathPrefix("GET /api/payments/checkout/:sessionId"), sessionId] as const,
    queryFn: () => getJson<CheckoutOutcome>(apiPath("GET /api/payments/checkout/:sessionId", { sessionId })),
    enabled: sessionId !== "",
    refetchInterval: (query) => (query.state.data?.status === "awaiting_payment" ? 1_500 : false),
    retry: (count, error) => !isRefusal(error, 404) && count < 3,
  });
}
