import type { QueryClient } from "@tanstack/react-query";
import { STAFF_DAYS_PATH } from "./get-staff-days";

/** The booking page's key for a date's staff, refreshed too so an open booking grid follows. */
const STAFF_AVAILABILITY_PATH = "/api/staff-availability";

/**
 * A schedule, time off or a day's edit changes who works on any number of dates: every view of a day
 * is asked again (this page, the booking grid's key, the dashboard's staff card, the manicurist pickers).
 */
export function invalidateStaffDays(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [STAFF_DAYS_PATH] }),
    queryClient.invalidateQueries({ queryKey: [STAFF_AVAILABILITY_PATH] }),
    queryClient.invalidateQueries({ queryKey: ["/api/admin/stats"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/admin/appointments"] }),
  ]);
}
