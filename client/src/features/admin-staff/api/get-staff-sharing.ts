import { useQuery } from "@tanstack/react-query";
import type { StaffSharing } from "@shared/my-day-api";
import { apiPath } from "@shared/api/paths";
import { getJson } from "@/lib/api-client";

export const STAFF_SHARING_KEY = [apiPath("GET /api/admin/staff-sharing")] as const;

/** What the manicurists' own pages and calendar feeds show of a customer. */
export function useStaffSharing() {
  return useQuery({ queryKey: STAFF_SHARING_KEY, queryFn: ({ signal }) => getJson<StaffSharing>(apiPath("GET /api/admin/staff-sharing"), { signal }) });
}
