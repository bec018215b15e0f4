import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DaySummary } from "@shared/checkout-api";
import { apiPath } from "@shared/api/paths";
import { requestJson } from "@/lib/api-client";
import { DAY_CLOSE_KEY } from "./get-day";

export function useReopenDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, reason }: { date: string; reason: string }) =>
      requestJson<DaySummary>("POST", apiPath("POST /api/admin/day-close/:date/reopen", { date }), { body: { reason } }),
    onSuccess: (summary) => queryClient.setQueryData([DAY_CLOSE_KEY, summary.date], summary),
  });
}
