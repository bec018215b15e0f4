import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OccupiedSlot } from "@shared/api";

const OCCUPIED_REFETCH_MS = 10_000;
export const OCCUPIED_SLOTS_PATH = "/api/appointments/availability";

export async function getOccupiedSlots(date: string): Promise<OccupiedSlot[]> {
  const message = "Failed to fetch appointments";
  try {
    const response = await fetch(`${OCCUPIED_SLOTS_PATH}/${date}`, { credentials: "include" });
    if (!response.ok) throw new Error(`${response.status}`);
    return (await response.json()) as OccupiedSlot[];
  } catch (error) {
    console.error(message, error);
    throw new Error(message);
  }
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
