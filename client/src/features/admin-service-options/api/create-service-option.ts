import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { serviceOptionFormSchema } from "@shared/admin-api";
import type { AdminServiceOption } from "@shared/admin-catalogue-api";
import type { z } from "zod";
import { requestJson } from "@/lib/api-client";
import { ADMIN_OPTIONS_PATH, invalidateServiceOptions } from "./get-service-options";

export type ServiceOptionPayload = z.output<typeof serviceOptionFormSchema>;

export async function createServiceOption(payload: ServiceOptionPayload): Promise<AdminServiceOption> {
  return requestJson<AdminServiceOption>("POST", ADMIN_OPTIONS_PATH, { body: payload });
}

export function useCreateServiceOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceOption,
    onSuccess: (created) => invalidateServiceOptions(queryClient, created.parentServiceId),
  });
}
