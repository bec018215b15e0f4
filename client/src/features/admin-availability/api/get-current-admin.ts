import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminLevel } from "@shared/schema";
import { apiRequest } from "@/lib/query-client";

export interface CurrentAdmin {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  isAdmin: boolean;
  adminLevel: AdminLevel;
  isSuperAdmin: boolean;
}

export const CURRENT_ADMIN_PATH = "/api/admin/current-user";

export async function getCurrentAdmin(): Promise<CurrentAdmin> {
  const response = await apiRequest("GET", CURRENT_ADMIN_PATH);
  return (await response.json()) as CurrentAdmin;
}

export const currentAdminQueryOptions = () =>
  queryOptions({ queryKey: [CURRENT_ADMIN_PATH], queryFn: getCurrentAdmin, staleTime: 60_000 });

export function useCurrentAdmin() {
  return useQuery(currentAdminQueryOptions());
}
