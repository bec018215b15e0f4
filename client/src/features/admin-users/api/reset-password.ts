import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { IssuedCredentials } from "@shared/admin-accounts-api";
import { requestJson } from "@/lib/api-client";
import { USERS_PATH } from "./get-users";
import { apiPath } from "@shared/api/paths";

/** A new one-time password for an admin; `username` only for one who has none yet (a promoted client). */
export function resetPassword({ id, username }: { id: string; username?: string }): Promise<IssuedCredentials> {
  return requestJson<IssuedCredentials>("POST", apiPath("POST /api/superadmin/users/:id/reset-password", { id }), { body: username ? { username } : {} });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_PATH] }),
  });
}
