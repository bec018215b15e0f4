import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserListRow } from "@shared/admin-api";
import { apiRequest } from "@/lib/query-client";

export const USERS_PATH = "/api/superadmin/users";

export async function getUsers(): Promise<UserListRow[]> {
  const response = await apiRequest("GET", USERS_PATH);
  return (await response.json()) as UserListRow[];
}

export const usersQueryOptions = () => queryOptions({ queryKey: [USERS_PATH], queryFn: getUsers });

/** Only asked for by a superadmin: anyone else would just collect a 403. */
export function useUsers(enabled: boolean) {
  return useQuery({ ...usersQueryOptions(), enabled });
}
