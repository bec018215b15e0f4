import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AppointmentPaymentView } from "@shared/payments-api";
import { apiPath, apiPathPrefix } from "@shared/api/paths";
import { getJson, requestJson } from "@/lib/api-client";

const PAYMENTS_KEY = apiPathPrefix("GET /api/admin/appointments/:id/payments");

/** One appointment's payments, read when its payments dialog opens. */
export function useAppointmentPayments(id: number) {
  return useQuery({ queryKey: [PAYMENTS_KEY, id] as const, queryFn: () => getJson<AppointmentPaymentView[]>(apiPath("GET /api/admin/appointments/:id/payments", { id: String(id) })) });
}

/** Refunds what the customer paid (POST …/refund), or records a deposit paid in cash (POST …/deposit-cash). */
export function usePaymentAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: "refund" } | { kind: "cash"; amount: number }) =>
      action.kind === "refund"
        ? requestJson<AppointmentPaymentView[]>("POST", apiPath("POST /api/admin/appointments/:id/refund", { id: String(id) }), { body: {} })
        : requestJson<AppointmentPaymentView[]>("POST", apiPath("POST /api/admin/appointments/:id/deposit-cash", { id: String(id) }), { body: { amount: action.amount } }),
    onSuccess: (payments) => queryClient.setQueryData([PAYMENTS_KEY, id], payments),
  });
}
