import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserListRow } from "@shared/admin-api";
import type { AdminLevel } from "@shared/schema";
import { requestJson } from "@/lib/api-client";
import { USERS_PATH } from "./get-users";
import { apiPath } from "@shared/api/paths";

export async function updateAdminLevel({ id, adminLevel }: { id: string; adminLevel: AdminLevel }): Promise<UserListRow> {
  return requestJson<UserListRow>("PUT", apiPath("PUT /api/superadmin/users/:id/admin-level", { id }), { body: { adminLevel } });
}

export function useUpdateAdminLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminLevel,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [USERS_PATH] }),
        // Promoting or demoting moves a person in or out of the client list and the dashboard's counts.
        queryClient.invalidateQueries({ queryKey: [apiPath("GET /api/admin/clients")] }),
        queryClient.invalidateQueries({ queryKey: [apiPath("GET /api/admin/stats")] }),
      ]);
    },
  });
}
