import { useMutation, useQueryClient } from "@tanstack/react-query";
import { clearAdminSession } from "@/lib/admin-session";
import { apiRequest } from "@/lib/api-client";
import { CURRENT_USER_PATH } from "./get-current-user";
import { apiPath } from "@shared/api/paths";

/** A failed logout is only logged; the local session ends regardless, so this device never stays signed in. */
export async function logoutAdmin(): Promise<void> {
  try {
    await apiRequest("POST", apiPath("POST /api/admin/logout"));
  } catch (error) {
    console.error("Logout failed", error);
  }
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutAdmin,
    onSettled: () => {
      clearAdminSession();
      queryClient.setQueryData([CURRENT_USER_PATH], null);
    },
  });
}
