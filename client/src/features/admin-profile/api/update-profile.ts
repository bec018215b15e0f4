import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminEmail } from "@shared/admin-accounts-api";
import type { CurrentAdmin } from "@shared/admin-api";
import { apiPath } from "@shared/api/paths";
import { requestJson } from "@/lib/api-client";

export function updateProfile(body: AdminEmail): Promise<CurrentAdmin> {
  return requestJson<CurrentAdmin>("PUT", apiPath("PUT /api/admin/profile"), { body });
}

/** The signed-in admin's own email; the answer is the signed-in admin as current-user reads them. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (admin) => queryClient.setQueryData([apiPath("GET /api/admin/current-user")], admin),
  });
}
