import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CampaignSummary } from "@shared/campaigns-api";
import { getJson } from "@/lib/api-client";
import { apiPath } from "@shared/api/paths";

export const CAMPAIGNS_PATH = apiPath("GET /api/admin/campaigns");

/** Every campaign, newest first, drafts included. */
export function getCampaigns(): Promise<CampaignSummary[]> {
  return getJson<CampaignSummary[]>(CAMPAIGNS_PATH);
}

export const campaignsQueryOptions = () => queryOptions({ queryKey: [CAMPAIGNS_PATH], queryFn: getCampaigns });

export function useCampaigns() {
  return useQuery(campaignsQueryOptions());
}
