import { useQueries, type UseQueryResult } from "@tanstack/react-query";
import type { OccupiedSlot, PublicStaff, StaffAvailabilityRecord } from "@shared/api";
import { intersectStaff } from "@shared/booking-rules";
import { getJson } from "./api-client";
import { apiPath, apiPathPrefix } from "@shared/api/paths";

/** GET /api/appointments/availability/:date, the times held on a date. */
export const OCCUPIED_SLOTS_PATH = apiPathPrefix("GET /api/appointments/availability/:date");

/** GET /api/staff-for-service/:serviceId: who does one service. */
export const staffForServiceQuery = (serviceId: string) => ({
  queryKey: [apiPathPrefix("GET /api/staff-for-service/:serviceId"), serviceId],
  queryFn: () => getJson<PublicStaff[]>(apiPath("GET /api/staff-for-service/:serviceId", { serviceId })),
});

export interface SlotDay {
  availability: StaffAvailabilityRecord[] | undefined;
  occupied: OccupiedSlot[] | undefined;
  /** Staff who do every service the appointment needs; undefined until known. */
  qualifiedStaffIds: number[] | undefined;
  /** Who does each of the services, by service id (for planning a visit of several parts); undefined until known. */
  qualifiedByService: Record<string, number[]> | undefined;
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
      ...serviceIds.map(staffForServiceQuery),
    ],
    combine: (results: UseQueryResult<unknown>[]) => {
      const [availability, occupied, ...qualified] = results;
      const qualifiedLoaded = qualified.every((result) => result.data !== undefined);
      const byService = qualified.map((result) => (result.data as PublicStaff[] | undefined)?.map((member) => member.id) ?? []);
      return {
        availability: availability.data as StaffAvailabilityRecord[] | undefined,
        occupied: occupied.data as OccupiedSlot[] | undefined,
        qualifiedStaffIds: qualifiedLoaded ? intersectStaff(byService) : undefined,
        qualifiedByService: qualifiedLoaded ? Object.fromEntries(serviceIds.map((serviceId, index) => [serviceId, byService[index]])) : undefined,
        isPending: results.some((result) => result.isPending),
      };
    },
  });
}
