import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffPerformanceRow } from "@shared/admin-catalogue-api";
import { apiRequest } from "@/lib/query-client";

export const STAFF_PERFORMANCE_PATH = "/api/admin/staff-performance";

export async function getStaffPerformance(): Promise<StaffPerformanceRow[]> {
  const response = await apiRequest("GET", STAFF_PERFORMANCE_PATH);
  return (await response.json()) as StaffPerformanceRow[];
}

export const staffPerformanceQueryOptions = () =>
  queryOptions({ queryKey: [STAFF_PERFORMANCE_PATH], queryFn: getStaffPerformance });

export function useStaffPerformance() {
  return useQuery(staffPerformanceQueryOptions());
}
