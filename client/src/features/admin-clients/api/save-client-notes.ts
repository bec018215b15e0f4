import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminClient } from "@shared/admin-api";
import { requestJson } from "@/lib/api-client";
import { CLIENTS_PATH } from "./get-clients";

export function saveClientNotes({ id, notes }: { id: string; notes: string }): Promise<AdminClient> {
  return requestJson<AdminClient>("PATCH", `${CLIENTS_PATH}/${id}`, { body: { notes } });
}

export function useSaveClientNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClientNotes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLIENTS_PATH] }),
  });
}
