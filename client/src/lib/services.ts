import { useQuery } from "@tanstack/react-query";
import type { PublicService } from "@shared/api";
import { apiRequest } from "@/lib/query-client";

const SERVICES_PATH = "/api/services";

async function getServices(): Promise<PublicService[]> {
  const response = await apiRequest("GET", SERVICES_PATH);
  return (await response.json()) as PublicService[];
}

/** The active services with the names the admin gave them, for the admin pages' pickers and columns. */
export function useServices() {
  return useQuery({ queryKey: [SERVICES_PATH], queryFn: getServices });
}
