import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { appointmentsQueryOptions, type AppointmentScope } from "@/lib/admin-appointments";

/**
 * The list refreshes this often, so new bookings and staff confirmations show up without a reload. A poll
 * of a page whose scope did not change is answered 304 with no body, and nothing re-renders.
 */
const POLL_MS = 10_000;
/** Cards per page in each list: a page of cards stays a few thousand DOM nodes, whatever the history. */
export const PAGE_SIZE = 20;

/** One page of the appointments page's lists, in one scope (dates, status, manicurist, search). */
export function useAppointmentList(scope: Omit<AppointmentScope, "limit">) {
  // While the next page or a new filter loads, the page before it stays on screen instead of a spinner.
  return useQuery({ ...appointmentsQueryOptions({ ...scope, limit: PAGE_SIZE }, POLL_MS), placeholderData: keepPreviousData });
}
