import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaymentPolicy } from "@shared/payments-api";
import { apiPath } from "@shared/api/paths";
import { requestJson } from "@/lib/api-client";
import { ADMIN_PAYMENT_POLICY_PATH } from "./get-payment-policy";

/** Replaces the salon's payment policy (superadmin); the server checks every amount. */
export function useSavePaymentPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: PaymentPolicy) => requestJson<PaymentPolicy>("PUT", apiPath("PUT /api/superadmin/payment-policy"), { body: policy }),
    onSuccess: (saved) => queryClient.setQueryData([ADMIN_PAYMENT_POLICY_PATH], saved),
  });
}
