import { useQueries, type UseQueryResult } from "@tanstack/react-query";
import type { PublicStaff } from "@shared/api";
import { staffForServiceQuery } from "@/lib/slot-day";

/** Who does each of `serviceIds`, by service id (one read per service, shared with the slot grids); undefined until all are known. */
export function useStaffForServices(serviceIds: readonly string[]): Record<string, number[]> | undefined {
  return useQueries({
    queries: serviceIds.map(staffForServiceQuery),
    combine: (results: UseQueryResult<PublicStaff[]>[]) =>
      results.every((result) => result.data !== undefined)
        ? Object.fromEntries(serviceIds.map((serviceId, index) => [serviceId, (results[index].data ?? []).map((member) => member.id)]))
        : undefined,
  });
}
