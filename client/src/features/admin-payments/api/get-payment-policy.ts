import { useQuery } from "@tanstack/react-query";
import type { PaymentPolicy } from "@shared/payments-api";
import { apiPath } from "@shared/api/paths";
import { getJson } from "@/lib/api-client";

export const ADMIN_PAYMENT_POLICY_PATH = apiPath("GET /api/superadmin/payment-policy");

/** The salon's payment policy (every admin may read it). */
export function useAdminPaymentPolicy() {
  return useQuery({ queryKey: [ADMIN_PAYMENT_POLICY_PATH] as const, queryFn: () => getJson<PaymentPolicy>(ADMIN_PAYMENT_POLICY_PATH) });
}
