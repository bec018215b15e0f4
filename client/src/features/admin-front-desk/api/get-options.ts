import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicServiceOption } from "@shared/api";
import { CONFIGURABLE_SERVICES } from "@shared/catalogue";
import { getJson } from "@/lib/api-client";

/** Every configurable service's active options, in one list (what priceBooking reads). */
export async function getAllOptions(): Promise<PublicServiceOption[]> {
  const lists = await Promise.all(
    CONFIGURABLE_SERVICES.map(({ serviceId }) => getJson<PublicServiceOption[]>(`/api/service-options/${encodeURIComponent(serviceId)}`)),
  );
  return lists.flat();
}

export const allOptionsQueryOptions = () => queryOptions({ queryKey: ["/api/service-options", "all"], queryFn: getAllOptions, refetchInterval: false });

export function useAllOptions() {
  return useQuery(allOptionsQueryOptions());
}
