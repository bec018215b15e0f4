import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResolvedStaffDay } from "@shared/schedule";
import { getJson } from "@/lib/api-client";
import { apiPath, apiPathPrefix } from "@shared/api/paths";

export const STAFF_DAYS_PATH = apiPathPrefix("GET /api/admin/staff-availability/:date");

/** Each member's day on a date with where it comes from: weekly schedule, a day edited here, or time off. */
export function getStaffDays(date: string): Promise<ResolvedStaffDay[]> {
  return getJson<ResolvedStaffDay[]>(apiPath("GET /api/admin/staff-availability/:date", { date }));
}

export const staffDaysQueryOptions = (date: string) => queryOptions({ queryKey: [STAFF_DAYS_PATH, date], queryFn: () => getStaffDays(date) });

export function useStaffDays(date: string) {
  return useQuery(staffDaysQueryOptions(date));
}
