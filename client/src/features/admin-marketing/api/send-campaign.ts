import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CampaignSummary } from "@shared/campaigns-api";
import { requestJson } from "@/lib/api-client";
import { CAMPAIGNS_PATH } from "./get-campaigns";
import { apiPath } from "@shared/api/paths";

/** Sends a saved campaign once; a second send is refused (409) with the server's reason. */
export function sendCampaign(id: number): Promise<CampaignSummary> {
  return requestJson<CampaignSummary>("POST", apiPath("POST /api/admin/campaigns/:id/send", { id }));
}

/** Settled either way: a refusal may mean another admin sent it meanwhile, which the history then shows. */
export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCampaign,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CAMPAIGNS_PATH] }),
  });
}
