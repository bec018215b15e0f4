import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SeedServicesResult } from "@shared/admin-catalogue-api";
import { apiRequest } from "@/lib/query-client";

export async function seedServices(): Promise<SeedServicesResult> {
  const response = await apiRequest("POST", "/api/admin/seed-services");
  return (await response.json()) as SeedServicesResult;
}

export function useSeedServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seedServices,
    // New services (and their options) appear on the booking page and in every admin list.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
