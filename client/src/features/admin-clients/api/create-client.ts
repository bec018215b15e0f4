import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminClient, clientFormSchema } from "@shared/admin-api";
import type { z } from "zod";
import { apiRequest } from "@/lib/query-client";
import { CLIENTS_PATH } from "./get-clients";

/** The form after `clientFormSchema` parsed it: empty optional fields are null. */
export type ClientPayload = z.output<typeof clientFormSchema>;

export async function createClient(payload: ClientPayload): Promise<AdminClient> {
  const response = await apiRequest("POST", CLIENTS_PATH, payload);
  return (await response.json()) as AdminClient;
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLIENTS_PATH] }),
  });
}
