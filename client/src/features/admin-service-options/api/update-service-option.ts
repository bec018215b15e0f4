import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { serviceOptionUpdateSchema } from "@shared/admin-api";
import type { AdminServiceOption } from "@shared/admin-catalogue-api";
import type { z } from "zod";
import { requestJson } from "@/lib/api-client";
import { ADMIN_OPTIONS_PATH, invalidateServiceOptions } from "./get-service-options";

export type ServiceOptionChanges = z.output<typeof serviceOptionUpdateSchema>;

export async function updateServiceOption({ id, changes }: { id: string; changes: ServiceOptionChanges }): Promise<AdminServiceOption> {
  return requestJson<AdminServiceOption>("PUT", `${ADMIN_OPTIONS_PATH}/${encodeURIComponent(id)}`, { body: changes });
}

export function useUpdateServiceOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceOption,
    onSuccess: (updated) => invalidateServiceOptions(queryClient, updated.parentServiceId),
  });
}
