import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicPaymentPolicy } from "@shared/payments-api";
import { apiPath } from "@shared/api/paths";
import { getJson } from "@/lib/api-client";

const PATH = apiPath("GET /api/payments/policy");

/** The salon's deposit policy as the booking page states it; `{ enabled: false }` when it asks for nothing. */
export const paymentPolicyQueryOptions = queryOptions({
  queryKey: [PATH] as const,
  queryFn: () => getJson<PublicPaymentPolicy>(PATH),
  staleTime: 5 * 60_000,
});

export function usePaymentPolicy() {
  return useQuery(paymentPolicyQueryOptions);
}
