import { useQuery } from "@tanstack/react-query";
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

const CURRENT_ADMIN_PATH = "/api/admin/current-user";

async function getCurrentAdmin(): Promise<CurrentAdmin> {
  const response = await apiRequest("GET", CURRENT_ADMIN_PATH);
  return (await response.json()) as CurrentAdmin;
}

/** Shared by every admin page that adapts to the signed-in admin's level; one cache entry for all of them. */
export function useCurrentAdmin() {
  return useQuery({ queryKey: [CURRENT_ADMIN_PATH], queryFn: getCurrentAdmin, staleTime: 60_000 });
}
