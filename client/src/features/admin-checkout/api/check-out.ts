import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CheckoutRequest, CheckoutResult } from "@shared/checkout-api";
import { apiPath } from "@shared/api/paths";
import { requestJson } from "@/lib/api-client";

/** POST /api/admin/appointments/:id/checkout; the appointments lists are read again (the visit is completed). */
export function useCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CheckoutRequest }) =>
      requestJson<CheckoutResult>("POST", apiPath("POST /api/admin/appointments/:id/checkout", { id }), { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [apiPath("GET /api/admin/appointments")] }),
  });
}
