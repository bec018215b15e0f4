import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StaffSharing } from "@shared/my-day-api";
import { apiPath } from "@shared/api/paths";
import { requestJson } from "@/lib/api-client";
import { STAFF_SHARING_KEY } from "./get-staff-sharing";

/**
 * Sets both switches at once. The switches show the new value at once, so a second click builds on the
 * first; a refusal or a lost connection reads the saved setting back.
 */
export function useUpdateStaffSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sharing: StaffSharing) => requestJson<StaffSharing>("PUT", apiPath("PUT /api/admin/staff-sharing"), { body: sharing }),
    onMutate: (sharing) => queryClient.setQueryData(STAFF_SHARING_KEY, sharing),
    onSuccess: (saved) => queryClient.setQueryData(STAFF_SHARING_KEY, saved),
    onError: () => queryClient.invalidateQueries({ queryKey: STAFF_SHARING_KEY }),
  });
}
