import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminLevel } from "@shared/schema";
import { apiRequest } from "@/lib/query-client";

/** A row of GET /api/superadmin/users: every account, customers and admins alike. */
export interface ManagedUser {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  membershipTier: string;
  isAdmin: boolean;
  adminLevel: AdminLevel;
  createdAt: string;
}

export const USERS_PATH = "/api/superadmin/users";

export async function getUsers(): Promise<ManagedUser[]> {
  const response = await apiRequest("GET", USERS_PATH);
  return (await response.json()) as ManagedUser[];
}

export const usersQueryOptions = () => queryOptions({ queryKey: [USERS_PATH], queryFn: getUsers });

/** Only asked for by a superadmin: anyone else would just collect a 403. */
export function useUsers(enabled: boolean) {
  return useQuery({ ...usersQueryOptions(), enabled });
}
