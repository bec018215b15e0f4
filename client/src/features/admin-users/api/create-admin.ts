import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateAdmin, IssuedCredentials } from "@shared/admin-accounts-api";
import { requestJson } from "@/lib/api-client";
import { USERS_PATH } from "./get-users";
import { apiPath } from "@shared/api/paths";

export function createAdmin(body: CreateAdmin): Promise<IssuedCredentials> {
  return requestJson<IssuedCredentials>("POST", apiPath("POST /api/superadmin/admins"), { body });
}

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_PATH] }),
  });
}
