import { useQueries, type UseQueryResult } from "@tanstack/react-query";
import type { OccupiedSlot, PublicStaff, StaffAvailabilityRecord } from "@shared/api";
import { intersectStaff } from "@shared/booking-rules";
import { getJson } from "./api-client";
import { apiPath, apiPathPrefix } from "@shared/api/paths";

/** GET /api/appointments/availability/:date, the times held on a date. */
export const OCCUPIED_SLOTS_PATH = apiPathPrefix("GET /api/appointments/availability/:date");

export interface SlotDay {
  availability: StaffAvailabilityRecord[] | undefined;
  occupied: OccupiedSlot[] | undefined;
  /** Staff who do every service the appointment needs; undefined until known. */
  qualifiedStaffIds: number[] | undefined;
  isPending: boolean;
}

/**
 * What the slot rules need to judge a date for the back office (a move, a front-desk booking): who works
 * it, what is held on it (as the booking page reads them) and who does the chosen services.
 */
export function useSlotDay(date: string, serviceIds: readonly string[]): SlotDay {
  return useQueries({
    queries: [
      {
        queryKey: [apiPathPrefix("GET /api/staff-availability/:date"), date],
        queryFn: () => getJson<StaffAvailabilityRecord[]>(apiPath("GET /api/staff-availability/:date", { date })),
      },
      { queryKey: [OCCUPIED_SLOTS_PATH, date], queryFn: () => getJson<OccupiedSlot[]>(apiPath("GET /api/appointments/availability/:date", { date })) },
      ...serviceIds.map((serviceId) => ({
        queryKey: [apiPathPrefix("GET /api/staff-for-service/:serviceId"), serviceId],
        queryFn: () => getJson<PublicStaff[]>(apiPath("GET /api/staff-for-service/:serviceId", { serviceId })),
      })),
    ],
    combine: (results: UseQueryResult<unknown>[]) => {
      const [availability, occupied, ...qualified] = results;
      const qualifiedLoaded = qualified.every((result) => result.data !== undefined);
      return {
        availability: availability.data as StaffAvailabilityRecord[] | undefined,
        occupied: occupied.data as OccupiedSlot[] | undefined,
        qualifiedStaffIds: qualifiedLoaded ? intersectStaff(qualified.map((result) => (result.data as PublicStaff[]).map((member) => member.id))) : undefined,
        isPending: results.some((result) => result.isPending),
      };
    },
  });
}
