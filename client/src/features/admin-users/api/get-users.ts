import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserListRow } from "@shared/admin-api";
import { getJson } from "@/lib/api-client";

export const USERS_PATH = "/api/superadmin/users";

export async function getUsers(): Promise<UserListRow[]> {
  return getJson<UserListRow[]>(USERS_PATH);
}

export const usersQueryOptions = () => queryOptions({ queryKey: [USERS_PATH], queryFn: getUsers });

/** Only asked for by a superadmin: anyone else would just collect a 403. */
export function useUsers(enabled: boolean) {
  return useQuery({ ...usersQueryOptions(), enabled });
}
