import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TimeOffEntry } from "@shared/admin-api";
import { getJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

export const timeOffPath = (staffId: number) => apiPath("GET /api/admin/staff/:id/time-off", { id: staffId });

export function getTimeOff(staffId: number): Promise<TimeOffEntry[]> {
  return getJson<TimeOffEntry[]>(timeOffPath(staffId));
}

export const timeOffQueryOptions = (staffId: number) => queryOptions({ queryKey: [timeOffPath(staffId)], queryFn: () => getTimeOff(staffId) });

export function useTimeOff(staffId: number) {
  return useQuery(timeOffQueryOptions(staffId));
}
