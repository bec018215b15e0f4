import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OccupiedSlot } from "@shared/api";
import { getJson } from "@/lib/api-client";

const OCCUPIED_REFETCH_MS = 10_000;
export const OCCUPIED_SLOTS_PATH = "/api/appointments/availability";

export function getOccupiedSlots(date: string): Promise<OccupiedSlot[]> {
  return getJson<OccupiedSlot[]>(`${OCCUPIED_SLOTS_PATH}/${date}`);
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
