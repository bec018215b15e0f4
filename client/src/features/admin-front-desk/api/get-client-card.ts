import { useQuery } from "@tanstack/react-query";
import type { ClientHistory } from "@shared/admin-api";
import { apiPath } from "@shared/api/paths";
import { getJson } from "@/lib/api-client";

/** The picked client's card (note, no-shows, past visits), read when the front desk picks them. */
export function useClientCard(clientId: string | null) {
  return useQuery({
    queryKey: [apiPath("GET /api/admin/clients/:id", { id: clientId ?? "" })],
    queryFn: ({ signal }) => getJson<ClientHistory>(apiPath("GET /api/admin/clients/:id", { id: clientId ?? "" }), { signal }),
    enabled: clientId !== null,
  });
}
