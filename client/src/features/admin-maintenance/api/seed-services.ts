import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SeedServicesResult } from "@shared/admin-catalogue-api";
import { requestJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

export async function seedServices(): Promise<SeedServicesResult> {
  return requestJson<SeedServicesResult>("POST", apiPath("POST /api/admin/seed-services"));
}

export function useSeedServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seedServices,
    // New services (and their options) appear on the booking page and in every admin list.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
