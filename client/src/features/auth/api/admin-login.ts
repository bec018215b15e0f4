import { useMutation, useQueryClient } from "@tanstack/react-query";
import { setAdminFlag } from "@/lib/admin-session";
import { apiRequest } from "@/lib/api-client";
import { CURRENT_USER_PATH } from "./get-current-user";
import { apiPath } from "@shared/api/paths";

export interface AdminCredentials {
  username: string;
  password: string;
}

export async function loginAdmin(credentials: AdminCredentials): Promise<void> {
  await apiRequest("POST", apiPath("POST /api/admin/login"), { body: credentials });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginAdmin,
    onSuccess: () => {
      setAdminFlag();
      void queryClient.invalidateQueries({ queryKey: [CURRENT_USER_PATH] });
    },
  });
}
