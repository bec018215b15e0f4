import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimezoneFixResult } from "@shared/admin-catalogue-api";
import { apiRequest } from "@/lib/query-client";

/** `confirm: false` only reports the affected appointments; `true` fixes them. */
export async function fixTimezoneData(confirm: boolean): Promise<TimezoneFixResult> {
  const response = await apiRequest("POST", "/api/admin/fix-timezone-data", { confirm });
  return (await response.json()) as TimezoneFixResult;
}

export function useFixTimezoneData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fixTimezoneData,
    onSuccess: (_result, confirm) => (confirm ? queryClient.invalidateQueries({ queryKey: ["/api/admin/appointments"] }) : undefined),
  });
}
