import { useQuery } from "@tanstack/react-query";
import { LIST_LIMIT_MAX } from "@shared/admin-lists";
import { appointmentsQueryOptions } from "@/lib/admin-appointments";

/**
 * A visit the desk has just booked, as the appointments list sends it (the lines and manicurist its checkout
 * needs), found in its day's list: with its manicurist's when one was chosen, the scope the slot grid already
 * reads, so the list is asked for once. A day holds far fewer visits than a page's cap.
 */
export function useBookedVisit(id: number, date: string, staffId: number | null) {
  return useQuery({
    ...appointmentsQueryOptions({ from: date, to: date, staffId: staffId ?? undefined, status: "all", limit: LIST_LIMIT_MAX }),
    select: (page) => page.rows.find((row) => row.id === id),
  });
}
