import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { salonDate } from "@shared/time";
import { appointmentsQueryOptions, type AppointmentScope } from "@/lib/admin-appointments";
import { listScope, listsFor } from "../utils/lists";
import { defaultRange, rangeDates } from "../utils/range";

/**
 * The list refreshes this often, so new bookings and staff confirmations show up without a reload. A poll
 * of a page whose scope did not change is answered 304 with no body, and nothing re-renders.
 */
const POLL_MS = 10_000;
/** Cards per page in each list: a page of cards stays a few thousand DOM nodes, whatever the history. */
export const PAGE_SIZE = 20;

const appointmentListQueryOptions = (scope: Omit<AppointmentScope, "limit">) => appointmentsQueryOptions({ ...scope, limit: PAGE_SIZE }, POLL_MS);

/** One page of the appointments page's lists, in one scope (dates, status, manicurist, search). */
export function useAppointmentList(scope: Omit<AppointmentScope, "limit">) {
  // While the next page or a new filter loads, the page before it stays on screen instead of a spinner.
  return useQuery({ ...appointmentListQueryOptions(scope), placeholderData: keepPreviousData });
}

/**
 * Asks for the first page of each list the appointments page opens with (its default dates, every status),
 * under the very keys the page's lists read, so a page opened while they load shows them without asking again.
 */
export function prefetchAppointmentLists(client: QueryClient): Promise<unknown> {
  const { from, to } = rangeDates(defaultRange(salonDate(new Date())));
  return Promise.all(listsFor("all").map((status) => client.prefetchQuery(appointmentListQueryOptions(listScope({ from, to }, status)))));
}
