import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminClient } from "@shared/admin-api";
import { apiRequest } from "@/lib/query-client";

export const CLIENTS_PATH = "/api/admin/clients";

export async function getClients(): Promise<AdminClient[]> {
  const response = await apiRequest("GET", CLIENTS_PATH);
  return (await response.json()) as AdminClient[];
}

export const clientsQueryOptions = () => queryOptions({ queryKey: [CLIENTS_PATH], queryFn: getClients });

export function useClients() {
  return useQuery(clientsQueryOptions());
}
