import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StaffActionResult } from "@shared/api";
import { apiPath } from "@shared/api/paths";
import { apiRequest } from "@/lib/api-client";
import { myDayKey } from "./get-my-day";

export type JobAnswer = "confirm" | "decline";

/** Confirms or declines one of her jobs; the day is read again whatever the answer. */
export function useAnswerJob(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ appointmentId, action }: { appointmentId: number; action: JobAnswer }): Promise<StaffActionResult> => {
      const response = await apiRequest("POST", apiPath("POST /api/my-day/:token/appointments/:appointmentId/answer", { token, appointmentId }), { body: { action } });
      return (await response.json()) as StaffActionResult;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: myDayKey(token) }),
  });
}
