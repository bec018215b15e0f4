import type { QueryClient } from "@tanstack/react-query";
import { STAFF_DAYS_PATH } from "./get-staff-days";
import { apiPath, apiPathPrefix } from "@shared/api/paths";

/** The booking page's key for a date's staff, refreshed too so an open booking grid follows. */
const STAFF_AVAILABILITY_PATH = apiPathPrefix("GET /api/staff-availability/:date");

/**
 * A schedule, time off or a day's edit changes who works on any number of dates: every view of a day
 * is asked again (this page, the booking grid's key, the dashboard's staff card, the manicurist pickers).
 */
export function invalidateStaffDays(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [STAFF_DAYS_PATH] }),
    queryClient.invalidateQueries({ queryKey: [STAFF_AVAILABILITY_PATH] }),
    queryClient.invalidateQueries({ queryKey: [apiPath("GET /api/admin/stats")] }),
    queryClient.invalidateQueries({ queryKey: [apiPath("GET /api/admin/appointments")] }),
  ]);
}
