import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicServiceOption } from "@shared/api";
import { CONFIGURABLE_SERVICES } from "@shared/catalogue";
import { getJson } from "@/lib/api-client";
import { apiPath, apiPathPrefix } from "@shared/api/paths";

/** Every configurable service's active options, in one list: what the front desk prices a booking with and the checkout adds at the chair. */
export async function getAllOptions(): Promise<PublicServiceOption[]> {
  const lists = await Promise.all(
    CONFIGURABLE_SERVICES.map(({ serviceId }) => getJson<PublicServiceOption[]>(apiPath("GET /api/service-options/:serviceId", { serviceId }))),
  );
  return lists.flat();
}

export const allOptionsQueryOptions = () => queryOptions({ queryKey: [apiPathPrefix("GET /api/service-options/:serviceId"), "all"], queryFn: getAllOptions, refetchInterval: false });

export function useAllOptions() {
  return useQuery(allOptionsQueryOptions());
}
