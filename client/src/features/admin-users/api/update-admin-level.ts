import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserListRow } from "@shared/admin-api";
import type { AdminLevel } from "@shared/schema";
import { requestJson } from "@/lib/api-client";
import { USERS_PATH } from "./get-users";

export async function updateAdminLevel({ id, adminLevel }: { id: string; adminLevel: AdminLevel }): Promise<UserListRow> {
  return requestJson<UserListRow>("PUT", `${USERS_PATH}/${id}/admin-level`, { body: { adminLevel } });
}

export function useUpdateAdminLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminLevel,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [USERS_PATH] }),
        // Promoting or demoting moves a person in or out of the client list and the dashboard's counts.
        queryClient.invalidateQueries({ queryKey: ["/api/admin/clients"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/admin/stats"] }),
      ]);
    },
  });
}
