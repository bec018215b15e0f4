import { useQuery } from "@tanstack/react-query";
import { LIST_LIMIT_MAX } from "@shared/admin-lists";
import { isValidDate } from "@shared/time";
import { ADMIN_APPOINTMENTS_PATH, appointmentsQueryOptions, useManicuristDay } from "@/lib/admin-appointments";

/** Where a front-desk booking is posted: the appointments' own path. */
export const APPOINTMENTS_PATH = ADMIN_APPOINTMENTS_PATH;

/** Its scope: the chosen manicurist's appointments on the chosen date, for her own free times on the grid. */
export function useAppointments(date: string, staffId: number | null) {
  return useManicuristDay(date, staffId);
}

/**
 * Every appointment on the chosen date, every status: the manicurists chosen for the parts of a visit of
 * several parts each hold parts of other visits too, which one manicurist's list (by a visit's first part) misses.
 */
export function useDayAppointments(date: string, enabled: boolean) {
  return useQuery({ ...appointmentsQueryOptions({ from: date, to: date, status: "all", limit: LIST_LIMIT_MAX }), enabled: enabled && isValidDate(date) });
}
