import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateStaffQueries } from "./invalidate-staff";
import { apiPath } from "@shared/api/paths";

export async function deleteStaff(id: number): Promise<void> {
  await apiRequest("DELETE", apiPath("DELETE /api/admin/staff/:id", { id }));
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStaff, onSuccess: () => invalidateStaffQueries(queryClient) });
}
