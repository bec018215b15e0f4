import { useQuery } from "@tanstack/react-query";
import type { AdminWaitlistEntry } from "@shared/waitlist-api";
import { apiPath } from "@shared/api/paths";
import { getJson } from "@/lib/api-client";

export const DAY_WAITLIST_PATH = apiPath("GET /api/admin/waitlist");

/** One date's waitlist in join order, polled as the other admin lists are. */
export function useDayWaitlist(date: string) {
  return useQuery({
    queryKey: [DAY_WAITLIST_PATH, date],
    queryFn: () => getJson<AdminWaitlistEntry[]>(`${DAY_WAITLIST_PATH}?${new URLSearchParams({ date })}`),
    enabled: date !== "",
  });
}
