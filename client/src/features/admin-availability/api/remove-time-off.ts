import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { timeOffPath } from "./get-time-off";
import { invalidateStaffDays } from "./invalidate";
import { apiPath } from "@shared/api/paths";

export async function removeTimeOff({ staffId, id }: { staffId: number; id: number }): Promise<void> {
  await apiRequest("DELETE", apiPath("DELETE /api/admin/staff/:id/time-off/:timeOffId", { id: staffId, timeOffId: id }));
}

export function useRemoveTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTimeOff,
    onSettled: async (_result, _error, { staffId }) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: [timeOffPath(staffId)] }), invalidateStaffDays(queryClient)]);
    },
  });
}
