import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionUser } from "@shared/admin-api";

export const CURRENT_USER_PATH = "/api/auth/user";
const USER_STALE_MS = 5 * 60_000;

/** 401 means "not logged in", which is an answer (null) every visitor gets, not a failure. */
export async function getCurrentUser(): Promise<SessionUser | null> {
  const response = await fetch(CURRENT_USER_PATH, { credentials: "include" });
  if (response.status === 401) {
    // Read to the end, so the browser counts the request as done (an unread body keeps it open).
    await response.text();
    return null;
  }
  if (!response.ok) {
    console.error(`Failed to fetch user: ${response.status}`);
    throw new Error("Failed to fetch user");
  }
  return (await response.json()) as SessionUser;
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
