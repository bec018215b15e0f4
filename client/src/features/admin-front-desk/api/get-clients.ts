import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminClient } from "@shared/admin-api";
import { apiPath } from "@shared/api/paths";
import { getListPage } from "@/lib/list-page";
import { useDebouncedValue } from "@/lib/use-debounced-value";

export const CLIENTS_PATH = apiPath("GET /api/admin/clients");
/** The server is asked once the typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * The clients the server finds for what the front desk typed (name, email or phone digits) when someone
 * phones or walks in: the first `limit`, nothing until something is typed.
 */
export function useClientSearch(query: string, limit: number) {
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: [CLIENTS_PATH, { q, limit }],
    queryFn: ({ signal }) => getListPage<AdminClient>(CLIENTS_PATH, { q, limit }, { signal }),
    enabled: q !== "",
    placeholderData: keepPreviousData,
  });
}
