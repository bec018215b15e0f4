import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminStaffDetail } from "@shared/admin-catalogue-api";
import { requestJson } from "@/lib/api-client";
import type { StaffPayload } from "./create-staff";
import { invalidateStaffQueries } from "./invalidate-staff";
import { apiPath } from "@shared/api/paths";

/** Sends the form fields only: the member's qualifications are left as they are. */
export async function updateStaff({ id, payload }: { id: number; payload: StaffPayload }): Promise<AdminStaffDetail> {
  return requestJson<AdminStaffDetail>("PUT", apiPath("PUT /api/admin/staff/:id", { id }), { body: payload });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStaff, onSuccess: () => invalidateStaffQueries(queryClient) });
}
