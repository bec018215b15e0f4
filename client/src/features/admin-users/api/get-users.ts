import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { UserListRow } from "@shared/admin-api";
import { apiPath } from "@shared/api/paths";
import { getListPage, type ListPage } from "@/lib/list-page";

export const USERS_PATH = apiPath("GET /api/superadmin/users");
/** Cards per page: 48 fills rows of two and of three. */
export const USER_PAGE_SIZE = 48;

export interface UserScope {
  /** Name, email or phone digits; searched by the server. */
  q?: string;
  /** "admins" (the server's default) or every user, clients too, to find one to make an admin. */
  role?: "admins" | "all";
  cursor?: string;
}

type UserPage = ListPage<UserListRow>;

export const usersQueryOptions = (scope: UserScope) =>
  queryOptions({
    queryKey: [USERS_PATH, scope] as const,
    queryFn: ({ queryKey, signal, client }) =>
      getListPage<UserListRow>(USERS_PATH, { ...scope, limit: USER_PAGE_SIZE }, { previous: client.getQueryData<UserPage>(queryKey), signal }),
  });

/** One page of the admin accounts (or of every user), newest first. Only asked for by a superadmin: anyone else would just collect a 403. */
export function useUsers(scope: UserScope, enabled: boolean) {
  return useQuery({ ...usersQueryOptions(scope), enabled, placeholderData: keepPreviousData });
}
