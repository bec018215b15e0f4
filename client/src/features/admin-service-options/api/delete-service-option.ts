import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminServiceOption } from "@shared/admin-catalogue-api";
import { apiRequest } from "@/lib/api-client";
import { invalidateServiceOptions } from "./get-service-options";
import { apiPath } from "@shared/api/paths";

export async function deleteServiceOption(option: Pick<AdminServiceOption, "id" | "parentServiceId">): Promise<void> {
  await apiRequest("DELETE", apiPath("DELETE /api/admin/service-options/:id", { id: option.id }));
}

export function useDeleteServiceOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceOption,
    onSuccess: (_result, option) => invalidateServiceOptions(queryClient, option.parentServiceId),
  });
}
