import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffReviewsSummary } from "@shared/admin-catalogue-api";
import { getJson } from "@/lib/api-client";
import { ADMIN_STAFF_PATH } from "@/lib/staff";
import { apiPath } from "@shared/api/paths";

export async function getStaffReviews(staffId: number): Promise<StaffReviewsSummary> {
  return getJson<StaffReviewsSummary>(apiPath("GET /api/admin/staff/:id/reviews", { id: staffId }));
}

export const staffReviewsQueryOptions = (staffId: number) =>
  queryOptions({ queryKey: [ADMIN_STAFF_PATH, staffId, "reviews"], queryFn: () => getStaffReviews(staffId) });

/** A member's reviews are fetched only once their panel is opened, not for every card on the page. */
export function useStaffReviews(staffId: number, options: { enabled: boolean }) {
  return useQuery({ ...staffReviewsQueryOptions(staffId), enabled: options.enabled });
}
