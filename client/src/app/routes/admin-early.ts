import { adminPageFor, type AdminPagePath } from "@shared/client-routes";
import { currentUserQueryOptions } from "@/features/auth/api/get-current-user";
import { prefetchAppointmentLists } from "@/features/admin-appointments/api/get-admin-appointments";
import { prefetchClientsPage } from "@/features/admin-clients/api/prefetch-clients-page";
import { isAdminFlagSet } from "@/lib/admin-session";
import { queryClient } from "@/lib/api-client";
import { currentAdminQueryOptions } from "@/lib/current-admin";
import { staffQueryOptions } from "@/lib/staff";

/**
 * The back office's long lists, started beside the admin area's code rather than after it: otherwise the
 * page's code is asked for only once the admin area has loaded and checked who is signed in, and its first
 * rows only once that code has loaded. The code imports are the admin routes' own (the same chunks), and
 * the data lands in the cache under the keys the page reads.
 */
const EARLY_PAGES: Partial<Record<AdminPagePath, { code: () => Promise<unknown>; data: () => Promise<unknown> }>> = {
  "/admin/appointments": {
    code: () => import("./appointments"),
    data: () => Promise.all([queryClient.prefetchQuery(staffQueryOptions()), prefetchAppointmentLists(queryClient)]),
  },
  "/admin/clients": {
    code: () => import("@/features/admin-clients/components/clients-page"),
    data: () => prefetchClientsPage(queryClient),
  },
};

/** Starts the page's code and first data for a signed-in admin (the sign-in flag); nothing for anyone else. */
export function startAdminPage(location: string): void {
  const path = adminPageFor(location);
  const page = path ? EARLY_PAGES[path] : undefined;
  if (!page || !isAdminFlagSet()) return;
  void queryClient.prefetchQuery(currentUserQueryOptions());
  // An admin who must choose a password first gets only that page: the lists wait until the server says not.
  void queryClient
    .fetchQuery(currentAdminQueryOptions())
    .then((admin) => (admin.mustChangePassword ? undefined : page.data()))
    .catch(() => undefined);
  // After the requests: asking for the code adds a preload link per chunk it needs, which on a busy
  // machine held the requests back by most of a second.
  void page.code().catch(() => undefined);
}
