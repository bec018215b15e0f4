import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AvailabilityEntry } from "@shared/admin-api";
import type { StaffAvailabilityRecord } from "@shared/api";
import type { ScheduleResolutionInput } from "./stranded";
import { requestJson } from "@/lib/api-client";
import { invalidateStaffDays } from "./invalidate";
import { apiPath } from "@shared/api/paths";

export async function saveAvailability(entry: AvailabilityEntry & { resolutions?: ScheduleResolutionInput[] }): Promise<StaffAvailabilityRecord> {
  return requestJson<StaffAvailabilityRecord>("POST", apiPath("POST /api/admin/staff-availability"), { body: entry });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    // Also after a refusal: a 403 usually means someone saved this day meanwhile, and the page should show it locked.
    onSettled: () => invalidateStaffDays(queryClient),
  });
}
