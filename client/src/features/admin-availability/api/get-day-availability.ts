import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffAvailabilityRecord } from "@shared/api";
import { getJson } from "@/lib/api-client";

/** The same key the booking page uses, so a save here refreshes an open booking grid too. */
export const STAFF_AVAILABILITY_PATH = "/api/staff-availability";

export async function getDayAvailability(date: string): Promise<StaffAvailabilityRecord[]> {
  return getJson<StaffAvailabilityRecord[]>(`${STAFF_AVAILABILITY_PATH}/${date}`);
}

export const dayAvailabilityQueryOptions = (date: string) =>
  queryOptions({ queryKey: [STAFF_AVAILABILITY_PATH, date], queryFn: () => getDayAvailability(date) });

export function useDayAvailability(date: string) {
  return useQuery(dayAvailabilityQueryOptions(date));
}
