import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentAdmin } from "@shared/admin-api";
import { getJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

const CURRENT_ADMIN_PATH = apiPath("GET /api/admin/current-user");

async function getCurrentAdmin(): Promise<CurrentAdmin> {
  return getJson<CurrentAdmin>(CURRENT_ADMIN_PATH);
}

export const currentAdminQueryOptions = () => queryOptions({ queryKey: [CURRENT_ADMIN_PATH], queryFn: getCurrentAdmin, staleTime: 60_000 });

/** Shared by every admin page that adapts to the signed-in admin's level; one cache entry for all of them. */
export function useCurrentAdmin() {
  return useQuery(currentAdminQueryOptions());
}
