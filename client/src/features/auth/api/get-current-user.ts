import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionUser } from "@shared/admin-api";
import { getJson, isRefusal } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

export const CURRENT_USER_PATH = apiPath("GET /api/auth/user");
const USER_STALE_MS = 5 * 60_000;

/** 401 means "not logged in", which is an answer (null) every visitor gets, not a failure. */
export function getCurrentUser(): Promise<SessionUser | null> {
  return getJson<SessionUser>(CURRENT_USER_PATH).catch((error: unknown) => {
    if (isRefusal(error, 401)) return null;
    throw error;
  });
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: [CURRENT_USER_PATH],
    queryFn: getCurrentUser,
    staleTime: USER_STALE_MS,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
