import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeOffEntry, TimeOffInput } from "@shared/admin-api";
import type { ScheduleResolutionInput } from "./stranded";
import { requestJson } from "@/lib/api-client";
import { timeOffPath } from "./get-time-off";
import { invalidateStaffDays } from "./invalidate";
import { apiPath } from "@shared/api/paths";

export function addTimeOff({ staffId, range }: { staffId: number; range: TimeOffInput & { resolutions?: ScheduleResolutionInput[] } }): Promise<TimeOffEntry> {
  return requestJson<TimeOffEntry>("POST", apiPath("POST /api/admin/staff/:id/time-off", { id: staffId }), { body: range });
}

export function useAddTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTimeOff,
    onSettled: async (_result, _error, { staffId }) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: [timeOffPath(staffId)] }), invalidateStaffDays(queryClient)]);
    },
  });
}
