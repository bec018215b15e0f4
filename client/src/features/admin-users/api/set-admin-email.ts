import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserListRow } from "@shared/admin-api";
import { apiPath } from "@shared/api/paths";
import { requestJson } from "@/lib/api-client";
import { USERS_PATH } from "./get-users";

export function setAdminEmail({ id, email }: { id: string; email: string }): Promise<UserListRow> {
  return requestJson<UserListRow>("PUT", apiPath("PUT /api/superadmin/users/:id/email", { id }), { body: { email } });
}

export function useSetAdminEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdminEmail,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [USERS_PATH] }),
        // The superadmin may have set their own.
        queryClient.invalidateQueries({ queryKey: [apiPath("GET /api/admin/current-user")] }),
      ]);
    },
  });
}
