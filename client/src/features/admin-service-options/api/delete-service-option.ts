import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminServiceOption } from "@shared/admin-catalogue-api";
import { apiRequest } from "@/lib/api-client";
import { ADMIN_OPTIONS_PATH, invalidateServiceOptions } from "./get-service-options";

export async function deleteServiceOption(option: Pick<AdminServiceOption, "id" | "parentServiceId">): Promise<void> {
  await apiRequest("DELETE", `${ADMIN_OPTIONS_PATH}/${encodeURIComponent(option.id)}`);
}

export function useDeleteServiceOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceOption,
    onSuccess: (_result, option) => invalidateServiceOptions(queryClient, option.parentServiceId),
  });
}
