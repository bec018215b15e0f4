import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SeedServicesResult } from "@shared/admin-catalogue-api";
import { requestJson } from "@/lib/api-client";

export async function seedServices(): Promise<SeedServicesResult> {
  return requestJson<SeedServicesResult>("POST", "/api/admin/seed-services");
}

export function useSeedServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seedServices,
    // New services (and their options) appear on the booking page and in every admin list.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
