import { useQuery } from "@tanstack/react-query";
import type { DaySummary } from "@shared/checkout-api";
import { apiPath, apiPathPrefix } from "@shared/api/paths";
import { getJson } from "@/lib/api-client";

export const DAY_CLOSE_KEY = apiPathPrefix("GET /api/admin/day-close/:date");

export function useDaySummary(date: string) {
  return useQuery({ queryKey: [DAY_CLOSE_KEY, date], queryFn: () => getJson<DaySummary>(apiPath("GET /api/admin/day-close/:date", { date })) });
}
