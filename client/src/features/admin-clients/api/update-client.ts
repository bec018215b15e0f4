import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminClient } from "@shared/admin-api";
import { apiRequest } from "@/lib/query-client";
import type { ClientPayload } from "./create-client";
import { CLIENTS_PATH } from "./get-clients";

export async function updateClient({ id, payload }: { id: string; payload: ClientPayload }): Promise<AdminClient> {
  const response = await apiRequest("PATCH", `${CLIENTS_PATH}/${id}`, payload);
  return (await response.json()) as AdminClient;
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLIENTS_PATH] }),
  });
}
