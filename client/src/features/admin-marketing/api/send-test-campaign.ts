import { useMutation } from "@tanstack/react-query";
import { requestJson } from "@/lib/api-client";
import { CAMPAIGNS_PATH } from "./get-campaigns";

/** Both versions to the signed-in admin's own address, which the answer names. */
export function sendTestCampaign(id: number): Promise<{ sentTo: string }> {
  return requestJson<{ sentTo: string }>("POST", `${CAMPAIGNS_PATH}/${id}/test`);
}

export function useSendTestCampaign() {
  return useMutation({ mutationFn: sendTestCampaign });
}
