import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStaffDetail } from "@shared/admin-catalogue-api";
import { apiRequest } from "@/lib/query-client";

export const ADMIN_STAFF_PATH = "/api/admin/staff";

/** Every member with their qualifications, inactive ones too. */
export async function getStaff(): Promise<AdminStaffDetail[]> {
  const response = await apiRequest("GET", ADMIN_STAFF_PATH);
  return (await response.json()) as AdminStaffDetail[];
}

export const staffQueryOptions = () => queryOptions({ queryKey: [ADMIN_STAFF_PATH], queryFn: getStaff });

export function useStaff() {
  return useQuery(staffQueryOptions());
}
