import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminClient } from "@shared/admin-api";
import { getJson } from "@/lib/api-client";

export const CLIENTS_PATH = "/api/admin/clients";

export async function getClients(): Promise<AdminClient[]> {
  return getJson<AdminClient[]>(CLIENTS_PATH);
}

export const clientsQueryOptions = () => queryOptions({ queryKey: [CLIENTS_PATH], queryFn: getClients });

export function useClients() {
  return useQuery(clientsQueryOptions());
}
