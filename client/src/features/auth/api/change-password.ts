import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePassword } from "@shared/admin-accounts-api";
import type { CurrentAdmin } from "@shared/admin-api";
import { requestJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

export function changePassword(body: ChangePassword): Promise<CurrentAdmin> {
  return requestJson<CurrentAdmin>("POST", apiPath("POST /api/admin/change-password"), { body });
}

/** Once the password is changed every admin query may be asked again: the back office opens. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
