import type { QueryClient } from "@tanstack/react-query";
import { clientCountsQueryOptions } from "./get-client-counts";
import { clientPageQueryOptions } from "./get-clients";

/**
 * Asks for what the clients page opens with (the newest clients' first page and the header's counts) under
 * the keys the page reads, so a page opened while they load shows them without asking again.
 */
export function prefetchClientsPage(client: QueryClient): Promise<unknown> {
  return Promise.all([client.prefetchQuery(clientPageQueryOptions({ sort: "recent" })), client.prefetchQuery(clientCountsQueryOptions())]);
}
