import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStats } from "@shared/admin-api";
import { apiRequest } from "@/lib/query-client";

export const ADMIN_STATS_PATH = "/api/admin/stats";

export async function getAdminStats(): Promise<AdminStats> {
  const response = await apiRequest("GET", ADMIN_STATS_PATH);
  return (await response.json()) as AdminStats;
}

export const adminStatsQueryOptions = () => queryOptions({ queryKey: [ADMIN_STATS_PATH], queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
