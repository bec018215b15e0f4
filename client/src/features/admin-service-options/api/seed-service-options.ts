import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SeedOptionsResult } from "@shared/admin-catalogue-api";
import { CONFIGURABLE_SERVICES } from "@shared/catalogue";
import { requestJson } from "@/lib/api-client";
import { invalidateServiceOptions } from "./get-service-options";
import { apiPath } from "@shared/api/paths";

/** Shown for a service that has no seed call; fixed product wording. */
export const NO_SEED_ENDPOINT = "No seed endpoint available for service";

/** Restores the service's default options that were deleted; edited and added ones stay. */
export async function seedServiceOptions(parentServiceId: string): Promise<SeedOptionsResult> {
  const entry = CONFIGURABLE_SERVICES.find((service) => service.serviceId === parentServiceId);
  if (!entry) throw new Error(NO_SEED_ENDPOINT);
  return requestJson<SeedOptionsResult>("POST", apiPath(`POST /api/admin/${entry.seedPath}`));
}

export function useSeedServiceOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seedServiceOptions,
    onSuccess: (_result, parentServiceId) => invalidateServiceOptions(queryClient, parentServiceId),
  });
}
