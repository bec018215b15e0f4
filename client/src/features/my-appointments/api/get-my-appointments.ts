import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyAppointments } from "@shared/manage-api";
import { getJson, isRefusal } from "@/lib/api-client";
import { apiPath, apiPathPrefix } from "@shared/api/paths";

/**
 * The upcoming appointments a My appointments link opens. The api client sends the page's language as
 * Accept-Language; the page shows its own words for a refusal.
 */
export function getMyAppointments(token: string): Promise<MyAppointments> {
  return getJson<MyAppointments>(apiPath("GET /api/my-appointments/:token", { token }));
}

/**
 * Read once per visit to the page (coming back from a manage page reads it again): each answer issues
 * every appointment a new manage link, so the list is not polled or refetched on focus like the other
 * queries; each manage page keeps itself current.
 */
export const myAppointmentsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [apiPathPrefix("GET /api/my-appointments/:token"), token],
    queryFn: () => getMyAppointments(token),
    enabled: token !== "",
    staleTime: 0,
    refetchInterval: false,
    refetchOnWindowFocus: false,
  });

export function useMyAppointments(token: string) {
  return useQuery(myAppointmentsQueryOptions(token));
}

/** A link never issued (404) or expired (410); any other failure may pass on retry. */
export function isInvalidLink(error: unknown): boolean {
  return isRefusal(error, 404, 410);
}
