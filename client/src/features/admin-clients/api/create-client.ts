import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminClient, clientFormSchema } from "@shared/admin-api";
import type { z } from "zod";
import { requestJson } from "@/lib/api-client";
import { CLIENTS_PATH } from "./get-clients";

/** The form after `clientFormSchema` parsed it: empty optional fields are null. */
export type ClientPayload = z.output<typeof clientFormSchema>;

export async function createClient(payload: ClientPayload): Promise<AdminClient> {
  return requestJson<AdminClient>("POST", CLIENTS_PATH, { body: payload });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLIENTS_PATH] }),
  });
}
