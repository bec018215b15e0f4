import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClientHistory } from "@shared/admin-api";
import { getJson } from "@/lib/api-client";
import { CLIENTS_PATH } from "./get-clients";

export function getClientHistory(id: string): Promise<ClientHistory> {
  return getJson<ClientHistory>(`${CLIENTS_PATH}/${id}`);
}

export const clientHistoryQueryOptions = (id: string) => queryOptions({ queryKey: [CLIENTS_PATH, id], queryFn: () => getClientHistory(id) });

export function useClientHistory(id: string) {
  return useQuery(clientHistoryQueryOptions(id));
}
