import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AvailabilityEntry } from "@shared/admin-api";
import type { StaffAvailabilityRecord } from "@shared/api";
import { requestJson } from "@/lib/api-client";
import { STAFF_AVAILABILITY_PATH } from "./get-day-availability";

export async function saveAvailability(entry: AvailabilityEntry): Promise<StaffAvailabilityRecord> {
  return requestJson<StaffAvailabilityRecord>("POST", "/api/admin/staff-availability", { body: entry });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    // Also after a refusal: a 403 usually means someone saved this day meanwhile, and the page should show it locked.
    onSettled: async (_result, _error, entry) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [STAFF_AVAILABILITY_PATH, entry.date] }),
        // Who is working decides the dashboard's staff card and the appointments page's manicurist pickers.
        queryClient.invalidateQueries({ queryKey: ["/api/admin/stats"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/admin/appointments"] }),
      ]);
    },
  });
}
