import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResetDatabaseResult } from "@shared/admin-catalogue-api";
import { requestJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

async function resetDatabase(): Promise<ResetDatabaseResult> {
  return requestJson<ResetDatabaseResult>("POST", apiPath("POST /api/admin/reset-database"));
}

/** Shared by the dashboard's reset button and the maintenance page, so both invalidate the same way. */
export function useResetDatabase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetDatabase,
    // A reset empties appointments, clients, availability and reviews: every cached list is now wrong.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
