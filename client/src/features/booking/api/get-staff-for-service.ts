import { queryOptions, useQueries, type UseQueryResult } from "@tanstack/react-query";
import type { PublicStaff } from "@shared/api";
import { getJson } from "@/lib/api-client";
import { apiPath, apiPathPrefix } from "@shared/api/paths";

export function getStaffForService(serviceId: string): Promise<PublicStaff[]> {
  return getJson<PublicStaff[]>(apiPath("GET /api/staff-for-service/:serviceId", { serviceId }));
}

/** Never cached: each look at the grid asks again who can do the service, as admins may change that any time. */
export const staffForServiceQueryOptions = (serviceId: string) =>
  queryOptions({
    queryKey: [apiPathPrefix("GET /api/staff-for-service/:serviceId"), serviceId],
    queryFn: () => getStaffForService(serviceId),
    staleTime: 0,
    gcTime: 0,
  });

export interface QualifiedStaff {
  /** For each service, in the order asked, the staff qualified for it; `undefined` until every list has loaded. */
  staffIdsByService: number[][] | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * A module-level function, so react-query re-runs it (and hands out a new list) only when a query's
 * result changes; an inline one would run on every render.
 */
function combineQualified(results: ReadonlyArray<UseQueryResult<PublicStaff[]>>): QualifiedStaff {
  const isError = results.some((result) => result.isError);
  const isPending = !isError && results.some((result) => result.isPending);
  const loaded = results.every((result) => result.data !== undefined);
  return {
    staffIdsByService: loaded ? results.map((result) => (result.data ?? []).map((member) => member.id)) : undefined,
    isPending,
    isError,
  };
}

export function useQualifiedStaff(serviceIds: readonly string[]): QualifiedStaff {
  return useQueries({
    queries: serviceIds.map((serviceId) => staffForServiceQueryOptions(serviceId)),
    combine: combineQualified,
  });
}
