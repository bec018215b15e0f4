import { queryOptions, useQuery } from "@tanstack/react-query";
import { TOTAL_COUNT_HEADER, VIP_COUNT_HEADER } from "@shared/list-headers";
import { apiRequest } from "@/lib/api-client";
import { listUrl } from "@/lib/list-page";
import { CLIENTS_PATH } from "./get-clients";

export interface ClientCounts {
  clients: number;
  vips: number | null;
}

function countHeader(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** For the page's header: a list of one client asked for only its counts, whatever the search shows. */
export async function getClientCounts(signal?: AbortSignal): Promise<ClientCounts> {
  const response = await apiRequest("GET", listUrl(CLIENTS_PATH, { limit: 1 }), { signal });
  const rows = (await response.json()) as unknown[];
  return {
    clients: countHeader(response.headers, TOTAL_COUNT_HEADER) ?? rows.length,
    vips: countHeader(response.headers, VIP_COUNT_HEADER),
  };
}

export const clientCountsQueryOptions = () =>
  queryOptions({ queryKey: [CLIENTS_PATH, "counts"] as const, queryFn: ({ signal }) => getClientCounts(signal) });

export function useClientCounts() {
  return useQuery(clientCountsQueryOptions());
}
