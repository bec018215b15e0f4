import { keepPreviousData, queryOptions, skipToken, useQuery } from "@tanstack/react-query";
import type { AudienceCount, CampaignAudience } from "@shared/campaigns-api";
import { requestJson } from "@/lib/api-client";
import { CAMPAIGNS_PATH } from "./get-campaigns";
import { apiPath } from "@shared/api/paths";

/** How many clients would receive a campaign for `audience` now, by channel: a read, though the audience travels as a body. */
export function previewAudience(audience: CampaignAudience): Promise<AudienceCount> {
  return requestJson<AudienceCount>("POST", apiPath("POST /api/admin/campaigns/preview"), { body: { audience } });
}

/**
 * Under the campaigns' key, so a send refreshes the count with the history. `null` while the audience is
 * incomplete (the days not a valid number): nothing is asked then.
 */
export const audiencePreviewQueryOptions = (audience: CampaignAudience | null) =>
  queryOptions({
    queryKey: [CAMPAIGNS_PATH, "preview", audience],
    queryFn: audience === null ? skipToken : () => previewAudience(audience),
    // While the days are typed the last count stays, instead of the line flickering to "counting".
    placeholderData: keepPreviousData,
  });

export function useAudiencePreview(audience: CampaignAudience | null) {
  return useQuery(audiencePreviewQueryOptions(audience));
}
