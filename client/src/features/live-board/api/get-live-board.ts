import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LiveBoard } from "@shared/api";
import { getJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

export const LIVE_BOARD_PATH = apiPath("GET /api/live-board");

/** How often the board asks while the push stream is down, so a change still shows within seconds. */
const FALLBACK_POLL_MS = 10_000;
/**
 * While the stream is up every change arrives with the whole board, so this slow refresh only rolls the
 * board over to the next day on a TV left on overnight.
 */
const LIVE_SAFETY_REFRESH_MS = 5 * 60_000;

export function getLiveBoard(signal?: AbortSignal): Promise<LiveBoard> {
  return getJson<LiveBoard>(LIVE_BOARD_PATH, { signal });
}

export const liveBoardQueryOptions = (live: boolean) =>
  queryOptions({
    queryKey: [LIVE_BOARD_PATH],
    queryFn: ({ signal }) => getLiveBoard(signal),
    // While live, the pushed boards keep it current: no refetch when the window regains focus.
    staleTime: live ? Infinity : 0,
    refetchInterval: live ? LIVE_SAFETY_REFRESH_MS : FALLBACK_POLL_MS,
    // A failed refresh must not blank a wall screen: keep the last board and try again on the next tick.
    retry: 2,
  });

export function useLiveBoard(live: boolean) {
  return useQuery(liveBoardQueryOptions(live));
}
