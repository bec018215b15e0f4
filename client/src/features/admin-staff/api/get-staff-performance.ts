import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffPerformanceRow } from "@shared/admin-catalogue-api";
import { getJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

export const STAFF_PERFORMANCE_PATH = apiPath("GET /api/admin/staff-performance");

export async function getStaffPerformance(): Promise<StaffPerformanceRow[]> {
  return getJson<StaffPerformanceRow[]>(STAFF_PERFORMANCE_PATH);
}

export const staffPerformanceQueryOptions = () =>
  queryOptions({ queryKey: [STAFF_PERFORMANCE_PATH], queryFn: getStaffPerformance });

export function useStaffPerformance() {
  return useQuery(staffPerformanceQueryOptions());
}
