import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RescheduleTimes } from "@shared/manage-api";
import { getJson } from "@/lib/api-client";
import { managePath, manageQueryKey } from "./get-managed-appointment";

/** The times the appointment could move to on `date`, by the booking page's rules, its own time left out; and the bookable dates. */
export function getRescheduleTimes(token: string, date: string): Promise<RescheduleTimes> {
  return getJson<RescheduleTimes>(`${managePath(token)}/times/${encodeURIComponent(date)}`);
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
