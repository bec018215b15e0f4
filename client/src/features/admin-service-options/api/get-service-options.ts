import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { AdminServiceOption } from "@shared/admin-catalogue-api";
import { getJson } from "@/lib/api-client";
import { PUBLIC_SERVICE_OPTIONS_KEY } from "@/lib/query-keys";
import { apiPath, apiPathPrefix } from "@shared/api/paths";

export const ADMIN_OPTIONS_PATH = apiPathPrefix("GET /api/admin/service-options/:id");

export async function getServiceOptions(parentServiceId: string): Promise<AdminServiceOption[]> {
  return getJson<AdminServiceOption[]>(apiPath("GET /api/admin/service-options/:id", { id: parentServiceId }));
}

export const serviceOptionsQueryOptions = (parentServiceId: string) =>
  queryOptions({ queryKey: [ADMIN_OPTIONS_PATH, parentServiceId], queryFn: () => getServiceOptions(parentServiceId) });

/** Every option, inactive ones included. */
export function useServiceOptions(parentServiceId: string) {
  return useQuery(serviceOptionsQueryOptions(parentServiceId));
}

/** An option change shows here and on the booking page, whose option lists are cached separately. */
export function invalidateServiceOptions(queryClient: QueryClient, parentServiceId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [ADMIN_OPTIONS_PATH, parentServiceId] }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_SERVICE_OPTIONS_KEY }),
  ]);
}
