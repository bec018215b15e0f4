import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WeeklySchedule } from "@shared/admin-api";
import { getJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

export const schedulePath = (staffId: number) => apiPath("GET /api/admin/staff/:id/schedule", { id: staffId });

export function getSchedule(staffId: number): Promise<WeeklySchedule> {
  return getJson<WeeklySchedule>(schedulePath(staffId));
}

export const scheduleQueryOptions = (staffId: number) => queryOptions({ queryKey: [schedulePath(staffId)], queryFn: () => getSchedule(staffId) });

export function useSchedule(staffId: number) {
  return useQuery(scheduleQueryOptions(staffId));
}
