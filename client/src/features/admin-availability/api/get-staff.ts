import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicStaff } from "@shared/api";
import { apiRequest } from "@/lib/query-client";

export const STAFF_PATH = "/api/staff";

export async function getStaff(): Promise<PublicStaff[]> {
  const response = await apiRequest("GET", STAFF_PATH);
  return (await response.json()) as PublicStaff[];
}

export const staffQueryOptions = () => queryOptions({ queryKey: [STAFF_PATH], queryFn: getStaff });

export function useStaff() {
  return useQuery(staffQueryOptions());
}
