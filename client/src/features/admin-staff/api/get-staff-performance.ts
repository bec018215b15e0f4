import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffPerformanceRow } from "@shared/admin-catalogue-api";
import { apiPath } from "@shared/api/paths";
import { getJson } from "@/lib/api-client";
import { listUrl } from "@/lib/list-page";

export const STAFF_PERFORMANCE_PATH = apiPath("GET /api/admin/staff-performance");

/** Salon dates; without them the server counts the last twelve months. */
export interface PerformanceRange {
  from?: string;
  to?: string;
}

export async function getStaffPerformance(range: PerformanceRange = {}): Promise<StaffPerformanceRow[]> {
  return getJson<StaffPerformanceRow[]>(listUrl(STAFF_PERFORMANCE_PATH, { ...range }));
}

export const staffPerformanceQueryOptions = (range: PerformanceRange = {}) =>
  queryOptions({ queryKey: [STAFF_PERFORMANCE_PATH, range], queryFn: () => getStaffPerformance(range) });

/** One row per active manicurist, counted by the server over the range; the rows before stay while another range loads. */
export function useStaffPerformance(range: PerformanceRange = {}) {
  return useQuery({ ...staffPerformanceQueryOptions(range), placeholderData: keepPreviousData });
}
