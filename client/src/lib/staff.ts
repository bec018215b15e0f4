import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStaffDetail } from "@shared/admin-catalogue-api";
import type { PublicStaff } from "@shared/api";
import { getJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

const STAFF_PATH = apiPath("GET /api/staff");
export const ADMIN_STAFF_PATH = apiPath("GET /api/admin/staff");

export const staffQueryOptions = () => queryOptions({ queryKey: [STAFF_PATH], queryFn: () => getJson<PublicStaff[]>(STAFF_PATH) });

/** The active staff, as the booking page lists them. */
export function useStaff() {
  return useQuery(staffQueryOptions());
}

const adminStaffQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_STAFF_PATH], queryFn: () => getJson<AdminStaffDetail[]>(ADMIN_STAFF_PATH) });

/** Every member with their qualifications, inactive ones too. */
export function useAdminStaff() {
  return useQuery(adminStaffQueryOptions());
}
