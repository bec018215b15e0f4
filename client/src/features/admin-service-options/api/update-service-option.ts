import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { serviceOptionUpdateSchema } from "@shared/admin-api";
import type { AdminServiceOption } from "@shared/admin-catalogue-api";
import type { z } from "zod";
import { requestJson } from "@/lib/api-client";
import { invalidateServiceOptions } from "./get-service-options";
import { apiPath } from "@shared/api/paths";

export type ServiceOptionChanges = z.output<typeof serviceOptionUpdateSchema>;

export async function updateServiceOption({ id, changes }: { id: string; changes: ServiceOptionChanges }): Promise<AdminServiceOption> {
  return requestJson<AdminServiceOption>("PUT", apiPath("PUT /api/admin/service-options/:id", { id }), { body: changes });
}

export function useUpdateServiceOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceOption,
    onSuccess: (updated) => invalidateServiceOptions(queryClient, updated.parentServiceId),
  });
}
