import { useQuery } from "@tanstack/react-query";
import type { MyDay } from "@shared/my-day-api";
import { apiPath, apiPathPrefix } from "@shared/api/paths";
import { ApiError, getJson } from "@/lib/api-client";

export const MY_DAY_KEY = apiPathPrefix("GET /api/my-day/:token");
/** While the live stream is down the page still refreshes this often. */
const POLL_WHEN_OFFLINE_MS = 60_000;

export function myDayKey(token: string) {
  return [MY_DAY_KEY, token] as const;
}

/** The manicurist's day through her personal link; a link that does not work is not asked again. */
export function useMyDay(token: string, live: boolean) {
  return useQuery({
    queryKey: myDayKey(token),
    queryFn: ({ signal }) => getJson<MyDay>(apiPath("GET /api/my-day/:token", { token }), { signal }),
    refetchInterval: live ? false : POLL_WHEN_OFFLINE_MS,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
