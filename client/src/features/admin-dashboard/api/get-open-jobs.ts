import { useQuery } from "@tanstack/react-query";
import { appointmentsQueryOptions } from "@/lib/admin-appointments";

/** More open jobs than this is a day gone wrong; the card counts them all and shows the soonest of these. */
const OPEN_JOBS_LIMIT = 50;

/**
 * Its scope: the upcoming appointments nobody is assigned to, from today to the last day the front desk
 * books (the server's default dates), still waiting or confirmed, soonest first.
 */
export function useOpenJobs() {
  return useQuery(appointmentsQueryOptions({ status: "active", staffId: "unassigned", order: "asc", limit: OPEN_JOBS_LIMIT }));
}
