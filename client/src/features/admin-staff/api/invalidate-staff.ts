import type { QueryClient } from "@tanstack/react-query";
import { ADMIN_STAFF_PATH } from "@/lib/staff";
import { STAFF_PERFORMANCE_PATH } from "./get-staff-performance";

/** A staff change shows on this page and on the booking page's staff lists at once. */
export function invalidateStaffQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [[ADMIN_STAFF_PATH], [STAFF_PERFORMANCE_PATH], ["/api/staff"], ["/api/staff-for-service"]].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
