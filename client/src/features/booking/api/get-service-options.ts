import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { PublicServiceOption } from "@shared/api";
import { CONFIGURABLE_SERVICES, DEFAULT_OPTIONS } from "@shared/catalogue";
import { getJson } from "@/lib/api-client";
import { PUBLIC_SERVICE_OPTIONS_KEY } from "@/lib/query-keys";
import { apiPath } from "@shared/api/paths";

const OPTIONS_STALE_MS = 5 * 60_000;

/** A failed call yields an empty list, which falls back to the built-in options: a dialog always has choices. */
export function getServiceOptions(serviceId: string): Promise<PublicServiceOption[]> {
  return getJson<PublicServiceOption[]>(apiPath("GET /api/service-options/:serviceId", { serviceId })).catch((error: unknown) => {
    console.error(`Failed to fetch options for service ${serviceId}`, error);
    return [];
  });
}

export function withDefaultOptions(serviceId: string, options: readonly PublicServiceOption[]): PublicServiceOption[] {
  if (options.length > 0) return [...options];
  return (DEFAULT_OPTIONS[serviceId] ?? []).map((option) => ({ ...option, active: true }));
}

type OptionsByService = Record<string, PublicServiceOption[]>;

export const serviceOptionsQueryOptions = () =>
  queryOptions({
    queryKey: PUBLIC_SERVICE_OPTIONS_KEY,
    queryFn: async (): Promise<OptionsByService> =>
      Object.fromEntries(await Promise.all(CONFIGURABLE_SERVICES.map(async ({ serviceId }) => [serviceId, await getServiceOptions(serviceId)]))),
    staleTime: OPTIONS_STALE_MS,
    refetchInterval: false,
  });

/** The option list of every configurable service, keyed by service id, never empty. */
export function useServiceOptionsByService(): OptionsByService {
  const { data } = useQuery(serviceOptionsQueryOptions());
  return useMemo(
    () => Object.fromEntries(CONFIGURABLE_SERVICES.map(({ serviceId }) => [serviceId, withDefaultOptions(serviceId, data?.[serviceId] ?? [])])),
    [data],
  );
}
