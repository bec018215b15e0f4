import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WeeklySchedule, WeeklyScheduleInput } from "@shared/admin-api";
import type { ScheduleResolutionInput } from "./stranded";
import { requestJson } from "@/lib/api-client";
import { invalidateStaffDays } from "./invalidate";
import { schedulePath } from "./get-schedule";
import { apiPath } from "@shared/api/paths";

export function saveSchedule({ staffId, week }: { staffId: number; week: WeeklyScheduleInput & { resolutions?: ScheduleResolutionInput[] } }): Promise<WeeklySchedule> {
  return requestJson<WeeklySchedule>("PUT", apiPath("PUT /api/admin/staff/:id/schedule", { id: staffId }), { body: week });
}

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSchedule,
    onSettled: async (_result, _error, { staffId }) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: [schedulePath(staffId)] }), invalidateStaffDays(queryClient)]);
    },
  });
}
