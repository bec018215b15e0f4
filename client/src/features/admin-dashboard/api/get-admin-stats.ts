import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStats } from "@shared/admin-api";
import { getJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

export const ADMIN_STATS_PATH = apiPath("GET /api/admin/stats");

export async function getAdminStats(): Promise<AdminStats> {
  return getJson<AdminStats>(ADMIN_STATS_PATH);
}

export const adminStatsQueryOptions = () => queryOptions({ queryKey: [ADMIN_STATS_PATH], queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
