import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RescheduleTimes } from "@shared/manage-api";
import { getJson } from "@/lib/api-client";
import { manageQueryKey } from "./get-managed-appointment";
import { apiPath } from "@shared/api/paths";

/** The times the appointment could move to on `date`, by the booking page's rules, its own time left out; and the bookable dates. */
export function getRescheduleTimes(token: string, date: string): Promise<RescheduleTimes> {
  return getJson<RescheduleTimes>(apiPath("GET /api/manage/:token/times/:date", { token, date }));
}

export const rescheduleTimesQueryOptions = (token: string, date: string) =>
  queryOptions({ queryKey: [...manageQueryKey(token), "times", date], queryFn: () => getRescheduleTimes(token, date) });

/**
 * While another date's times load, the last answer stays (`isPlaceholderData`): its list of dates keeps
 * the date buttons, and the focus on one of them, in place.
 */
export function useRescheduleTimes(token: string, date: string) {
  return useQuery({ ...rescheduleTimesQueryOptions(token, date), placeholderData: keepPreviousData });
}
