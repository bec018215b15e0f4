import type { QueryClient } from "@tanstack/react-query";
import { ADMIN_STAFF_PATH } from "@/lib/staff";
import { STAFF_PERFORMANCE_PATH } from "./get-staff-performance";
import { apiPath, apiPathPrefix } from "@shared/api/paths";

/** A staff change shows on this page and on the booking page's staff lists at once. */
export function invalidateStaffQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [[ADMIN_STAFF_PATH], [STAFF_PERFORMANCE_PATH], [apiPath("GET /api/staff")], [apiPathPrefix("GET /api/staff-for-service/:serviceId")]].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
