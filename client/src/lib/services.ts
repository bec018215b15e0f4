import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicService } from "@shared/api";
import { getJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

const SERVICES_PATH = apiPath("GET /api/services");
/** The catalogue changes only when an admin seeds services, which refreshes every query itself. */
const CATALOGUE_STALE_MS = 5 * 60_000;

function getServices(): Promise<PublicService[]> {
  return getJson<PublicService[]>(SERVICES_PATH);
}

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: [SERVICES_PATH],
    queryFn: getServices,
    staleTime: CATALOGUE_STALE_MS,
    refetchInterval: false,
  });

/** The active services with the names the admin gave them: the booking page's cards, the admin pages' pickers and columns. */
export function useServices() {
  return useQuery(servicesQueryOptions());
}
