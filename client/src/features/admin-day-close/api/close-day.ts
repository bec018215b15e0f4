import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DaySummary } from "@shared/checkout-api";
import { apiPath } from "@shared/api/paths";
import { requestJson } from "@/lib/api-client";
import { DAY_CLOSE_KEY } from "./get-day";

export function useCloseDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { date: string; countedCash: number }) => requestJson<DaySummary>("POST", apiPath("POST /api/admin/day-close"), { body }),
    onSuccess: (summary) => queryClient.setQueryData([DAY_CLOSE_KEY, summary.date], summary),
  });
}
