import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ManagedAppointment } from "@shared/manage-api";
import { getJson, isRefusal } from "@/lib/api-client";
import { apiPath, apiPathPrefix } from "@shared/api/paths";


/** Every query of one manage link starts with this key, so a change can refresh or drop them all. */
export const manageQueryKey = (token: string) => [apiPathPrefix("GET /api/manage/:token"), token] as const;

/**
 * The appointment of a manage link, in both languages' names, so switching language needs no reload.
 * The api client sends the page's language as Accept-Language; the page shows its own words for a refusal.
 */
export function getManagedAppointment(token: string): Promise<ManagedAppointment> {
  return getJson<ManagedAppointment>(apiPath("GET /api/manage/:token", { token }));
}

export const managedAppointmentQueryOptions = (token: string) =>
  queryOptions({ queryKey: manageQueryKey(token), queryFn: () => getManagedAppointment(token), enabled: token !== "" });

/** Refetched as the other queries are, so a page left open learns when the cut-off passes or the appointment starts. */
export function useManagedAppointment(token: string) {
  return useQuery(managedAppointmentQueryOptions(token));
}

/** A link never issued (404), or one whose appointment has started (410); any other failure may pass on retry. */
export function isInvalidLink(error: unknown): boolean {
  return isRefusal(error, 404, 410);
}
