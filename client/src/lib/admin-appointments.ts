import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminAppointment } from "@shared/admin-api";
import { apiPath } from "@shared/api/paths";
import { LIST_LIMIT_MAX, type AppointmentStatusFilter, type LIST_ORDERS } from "@shared/admin-lists";
import { isValidDate } from "@shared/time";
import { getListPage, type ListPage } from "./list-page";

/**
 * The back office's one read of appointments. The server never sends them all: every call names a scope
 * (dates, status, manicurist, search) and gets one page of it. The appointments page, the dashboard's open
 * jobs and the front desk's manicurist grid each ask for their own scope through here; all their queries
 * share the key prefix [ADMIN_APPOINTMENTS_PATH], so a change invalidates them together.
 */
export const ADMIN_APPOINTMENTS_PATH = apiPath("GET /api/admin/appointments");

export interface AppointmentScope {
  /** First and last salon date, YYYY-MM-DD; left out, the server starts today and ends at the window's last day. */
  from?: string;
  to?: string;
  status?: AppointmentStatusFilter;
  staffId?: number | "unassigned";
  /** Client name, email or phone digits. */
  q?: string;
  /** "desc" (the server's default): latest date first; "asc": soonest first. Times run forward either way. */
  order?: (typeof LIST_ORDERS)[number];
  limit?: number;
  cursor?: string;
}

export type AppointmentPage = ListPage<AdminAppointment>;

export const appointmentsQueryOptions = (scope: AppointmentScope, pollMs?: number) =>
  queryOptions({
    queryKey: [ADMIN_APPOINTMENTS_PATH, scope] as const,
    queryFn: ({ queryKey, signal, client }) =>
      getListPage<AdminAppointment>(ADMIN_APPOINTMENTS_PATH, { ...scope }, { previous: client.getQueryData<AppointmentPage>(queryKey), signal }),
    // Asked again whenever a page showing it mounts: the scopes overlap (a change seen on the appointments page
    // concerns the dashboard's open jobs too), and an unchanged scope costs a 304.
    staleTime: 0,
    ...(pollMs ? { refetchInterval: pollMs } : {}),
  });

/**
 * One manicurist's appointments on one date, every status (the slot rules decide which hold time): what a
 * move or a front-desk booking with her must fit around. A day holds far fewer than a page's cap.
 */
export function useManicuristDay(date: string, staffId: number | null) {
  return useQuery({
    ...appointmentsQueryOptions({ from: date, to: date, staffId: staffId ?? undefined, status: "all", limit: LIST_LIMIT_MAX }),
    enabled: staffId !== null && isValidDate(date),
  });
}
