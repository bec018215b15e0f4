import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffAvailabilityRecord } from "@shared/api";
import { getJson } from "@/lib/api-client";
import { apiPath, apiPathPrefix } from "@shared/api/paths";

const AVAILABILITY_REFETCH_MS = 10_000;
export const STAFF_AVAILABILITY_PATH = apiPathPrefix("GET /api/staff-availability/:date");

export function getStaffAvailability(date: string): Promise<StaffAvailabilityRecord[]> {
  return getJson<StaffAvailabilityRecord[]>(apiPath("GET /api/staff-availability/:date", { date }));
}

export const staffAvailabilityQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [STAFF_AVAILABILITY_PATH, date],
    queryFn: () => getStaffAvailability(date),
    staleTime: 0,
    refetchInterval: AVAILABILITY_REFETCH_MS,
  });

export function useStaffAvailability(date: string) {
  return useQuery(staffAvailabilityQueryOptions(date));
}
