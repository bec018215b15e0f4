import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminClient } from "@shared/admin-api";
import { requestJson } from "@/lib/api-client";
import type { ClientPayload } from "./create-client";
import { CLIENTS_PATH } from "./get-clients";

export async function updateClient({ id, payload }: { id: string; payload: ClientPayload }): Promise<AdminClient> {
  return requestJson<AdminClient>("PATCH", `${CLIENTS_PATH}/${id}`, { body: payload });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLIENTS_PATH] }),
  });
}
