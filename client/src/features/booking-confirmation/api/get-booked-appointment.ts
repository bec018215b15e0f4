import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ManagedAppointment } from "@shared/manage-api";
import { apiPath, apiPathPrefix } from "@shared/api/paths";
import { getJson, isRefusal } from "@/lib/api-client";

/**
 * The booked appointment, read through its manage link (the token the booking answer carried), so the
 * confirmation survives a reload and shows what the server stored, not what the form held. The key is
 * the manage page's, so both pages share one cached copy.
 */
export const bookedAppointmentQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [apiPathPrefix("GET /api/manage/:token"), token] as const,
    queryFn: () => getJson<ManagedAppointment>(apiPath("GET /api/manage/:token", { token })),
    enabled: token !== "",
  });

export function useBookedAppointment(token: string) {
  return useQuery(bookedAppointmentQueryOptions(token));
}

/** A token never issued (404), or an appointment already started (410); anything else may pass on retry. */
export function isInvalidLink(error: unknown): boolean {
  return isRefusal(error, 404, 410);
}
