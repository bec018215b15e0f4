import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminClient } from "@shared/admin-api";
import type { ClientSort } from "@shared/admin-lists";
import { apiPath } from "@shared/api/paths";
import { getListPage, type ListPage } from "@/lib/list-page";

export const CLIENTS_PATH = apiPath("GET /api/admin/clients");
/** Cards per page: a page stays light whatever the client list grows to; 48 fills rows of two and of three. */
export const CLIENT_PAGE_SIZE = 48;

export interface ClientScope {
  /** Name, email or phone digits; searched by the server. */
  q?: string;
  sort: ClientSort;
  cursor?: string;
}

type ClientPage = ListPage<AdminClient>;

export const clientPageQueryOptions = (scope: ClientScope) =>
  queryOptions({
    queryKey: [CLIENTS_PATH, scope] as const,
    queryFn: ({ queryKey, signal, client }) =>
      getListPage<AdminClient>(CLIENTS_PATH, { ...scope, limit: CLIENT_PAGE_SIZE }, { previous: client.getQueryData<ClientPage>(queryKey), signal }),
  });

/** One page of the clients a search finds (every client without one), in the chosen order. */
export function useClientPage(scope: ClientScope) {
  // The page before stays on screen while the next one or a new search loads.
  return useQuery({ ...clientPageQueryOptions(scope), placeholderData: keepPreviousData });
}
