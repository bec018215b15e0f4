import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminClient } from "@shared/admin-api";
import { getJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

export const CLIENTS_PATH = apiPath("GET /api/admin/clients");

export function getClients(): Promise<AdminClient[]> {
  return getJson<AdminClient[]>(CLIENTS_PATH);
}

export const clientsQueryOptions = () => queryOptions({ queryKey: [CLIENTS_PATH], queryFn: getClients });

/** The clients to search when someone phones or walks in. */
export function useClients() {
  return useQuery(clientsQueryOptions());
}
