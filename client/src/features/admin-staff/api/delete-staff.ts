import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ADMIN_STAFF_PATH } from "@/lib/staff";
import { invalidateStaffQueries } from "./invalidate-staff";

export async function deleteStaff(id: number): Promise<void> {
  await apiRequest("DELETE", `${ADMIN_STAFF_PATH}/${id}`);
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStaff, onSuccess: () => invalidateStaffQueries(queryClient) });
}
