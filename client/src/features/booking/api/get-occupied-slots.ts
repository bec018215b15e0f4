import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OccupiedSlot } from "@shared/api";
import { getJson } from "@/lib/api-client";
import { apiPath, apiPathPrefix } from "@shared/api/paths";

const OCCUPIED_REFETCH_MS = 10_000;
export const OCCUPIED_SLOTS_PATH = apiPathPrefix("GET /api/appointments/availability/:date");

export function getOccupiedSlots(date: string): Promise<OccupiedSlot[]> {
  return getJson<OccupiedSlot[]>(apiPath("GET /api/appointments/availability/:date", { date }));
}

export const occupiedSlotsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [OCCUPIED_SLOTS_PATH, date],
    queryFn: () => getOccupiedSlots(date),
    staleTime: 0,
    refetchInterval: OCCUPIED_REFETCH_MS,
  });

export function useOccupiedSlots(date: string) {
  return useQuery(occupiedSlotsQueryOptions(date));
}
