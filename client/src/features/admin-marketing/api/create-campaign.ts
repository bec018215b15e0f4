import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CampaignRequest, CreatedCampaign } from "@shared/campaigns-api";
import { requestJson } from "@/lib/api-client";
import { CAMPAIGNS_PATH } from "./get-campaigns";
import { apiPath } from "@shared/api/paths";

export function createCampaign(body: CampaignRequest): Promise<CreatedCampaign> {
  return requestJson<CreatedCampaign>("POST", apiPath("POST /api/admin/campaigns"), { body });
}

/** A saved campaign is a draft in the history. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CAMPAIGNS_PATH] }),
  });
}
