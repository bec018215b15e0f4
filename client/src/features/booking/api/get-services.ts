import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicService } from "@shared/api";
import { apiRequest } from "@/lib/query-client";

const CATALOGUE_STALE_MS = 5 * 60_000;

export async function getServices(): Promise<PublicService[]> {
  const response = await apiRequest("GET", "/api/services");
  return (await response.json()) as PublicService[];
}

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/services"],
    queryFn: getServices,
    staleTime: CATALOGUE_STALE_MS,
    refetchInterval: false,
  });

export function useServices() {
  return useQuery(servicesQueryOptions());
}
