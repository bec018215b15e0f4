import { useQuery } from "@tanstack/react-query";
import type { AdminStaffDetail } from "@shared/admin-catalogue-api";
import type { PublicStaff } from "@shared/api";
import { apiRequest } from "@/lib/query-client";

const STAFF_PATH = "/api/staff";
export const ADMIN_STAFF_PATH = "/api/admin/staff";

async function getJson<T>(path: string): Promise<T> {
  const response = await apiRequest("GET", path);
  return (await response.json()) as T;
}

/** The active staff, as the booking page lists them. */
export function useStaff() {
  return useQuery({ queryKey: [STAFF_PATH], queryFn: () => getJson<PublicStaff[]>(STAFF_PATH) });
}

/** Every member with their qualifications, inactive ones too. */
export function useAdminStaff() {
  return useQuery({ queryKey: [ADMIN_STAFF_PATH], queryFn: () => getJson<AdminStaffDetail[]>(ADMIN_STAFF_PATH) });
}
