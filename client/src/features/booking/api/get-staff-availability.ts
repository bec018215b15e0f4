import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffAvailabilityRecord } from "@shared/api";

const AVAILABILITY_REFETCH_MS = 10_000;
export const STAFF_AVAILABILITY_PATH = "/api/staff-availability";

export async function getStaffAvailability(date: string): Promise<StaffAvailabilityRecord[]> {
  const message = "Failed to fetch staff availability";
  try {
    const response = await fetch(`${STAFF_AVAILABILITY_PATH}/${date}`, { credentials: "include" });
    if (!response.ok) throw new Error(`${response.status}`);
    return (await response.json()) as StaffAvailabilityRecord[];
  } catch (error) {
    console.error(message, error);
    throw new Error(message);
  }
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
