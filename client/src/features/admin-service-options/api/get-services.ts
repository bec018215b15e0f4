import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicService } from "@shared/api";
import { apiRequest } from "@/lib/query-client";

/** The picker's labels: names of the configurable services as the admin set them. */
export async function getServices(): Promise<PublicService[]> {
  const response = await apiRequest("GET", "/api/services");
  return (await response.json()) as PublicService[];
}

export const servicesQueryOptions = () => queryOptions({ queryKey: ["/api/services"], queryFn: getServices });

export function useServices() {
  return useQuery(servicesQueryOptions());
}
