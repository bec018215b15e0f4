import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimezoneFixResult } from "@shared/admin-catalogue-api";
import { requestJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

/** `confirm: false` only reports the affected appointments; `true` fixes them. */
export async function fixTimezoneData(confirm: boolean): Promise<TimezoneFixResult> {
  return requestJson<TimezoneFixResult>("POST", apiPath("POST /api/admin/fix-timezone-data"), { body: { confirm } });
}

export function useFixTimezoneData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fixTimezoneData,
    onSuccess: (_result, confirm) => (confirm ? queryClient.invalidateQueries({ queryKey: [apiPath("GET /api/admin/appointments")] }) : undefined),
  });
}
