import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminStaffDetail } from "@shared/admin-catalogue-api";
import { requestJson } from "@/lib/api-client";
import { ADMIN_STAFF_PATH } from "@/lib/staff";
import { apiPath, apiPathPrefix } from "@shared/api/paths";

/** Sends only `serviceIds`: the member's other fields stay as they are. */
export async function updateStaffServices({ staffId, serviceIds }: { staffId: number; serviceIds: string[] }): Promise<AdminStaffDetail> {
  return requestJson<AdminStaffDetail>("PUT", apiPath("PUT /api/admin/staff/:id", { id: staffId }), { body: { serviceIds } });
}

export function useUpdateStaffServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffServices,
    // The booking page asks who can do each service: those answers changed with this save.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_STAFF_PATH] }),
        queryClient.invalidateQueries({ queryKey: [apiPathPrefix("GET /api/staff-for-service/:serviceId")] }),
      ]),
  });
}
