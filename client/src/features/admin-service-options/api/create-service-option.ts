import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { serviceOptionFormSchema } from "@shared/admin-api";
import type { AdminServiceOption } from "@shared/admin-catalogue-api";
import type { z } from "zod";
import { requestJson } from "@/lib/api-client";
import { invalidateServiceOptions } from "./get-service-options";
import { apiPath } from "@shared/api/paths";

export type ServiceOptionPayload = z.output<typeof serviceOptionFormSchema>;

export async function createServiceOption(payload: ServiceOptionPayload): Promise<AdminServiceOption> {
  return requestJson<AdminServiceOption>("POST", apiPath("POST /api/admin/service-options"), { body: payload });
}

export function useCreateServiceOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceOption,
    onSuccess: (created) => invalidateServiceOptions(queryClient, created.parentServiceId),
  });
}
