import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { timeOffPath } from "./get-time-off";
import { invalidateStaffDays } from "./invalidate";

export async function removeTimeOff({ staffId, id }: { staffId: number; id: number }): Promise<void> {
  await apiRequest("DELETE", `${timeOffPath(staffId)}/${id}`);
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
