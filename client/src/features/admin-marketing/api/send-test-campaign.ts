import { useMutation } from "@tanstack/react-query";
import { requestJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

/** Both versions to the signed-in admin's own address, which the answer names. */
export function sendTestCampaign(id: number): Promise<{ sentTo: string }> {
  return requestJson<{ sentTo: string }>("POST", apiPath("POST /api/admin/campaigns/:id/test", { id }));
}

export function useSendTestCampaign() {
  return useMutation({ mutationFn: sendTestCampaign });
}
