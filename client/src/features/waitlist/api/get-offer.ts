import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WaitlistOfferView } from "@shared/waitlist-api";
import { apiPath, apiPathPrefix } from "@shared/api/paths";
import { getJson, isRefusal } from "@/lib/api-client";

export const offerQueryKey = (token: string) => [apiPathPrefix("GET /api/waitlist/offers/:token"), token] as const;

/** An offer in whatever state it is (open, claimed, taken, expired…): the page words each. */
export const offerQueryOptions = (token: string) =>
  queryOptions({
    queryKey: offerQueryKey(token),
    queryFn: () => getJson<WaitlistOfferView>(apiPath("GET /api/waitlist/offers/:token", { token })),
    enabled: token !== "",
  });

export function useOffer(token: string) {
  return useQuery(offerQueryOptions(token));
}

/** A token never issued. */
export function isUnknownOffer(error: unknown): boolean {
  return isRefusal(error, 404);
}
