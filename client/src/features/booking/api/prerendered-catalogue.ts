import type { QueryClient } from "@tanstack/react-query";
import type { PublicService } from "@shared/api";
import { DEFAULT_SERVICES } from "@shared/catalogue";
import { servicesQueryOptions } from "@/lib/services";

/** The default catalogue as the API lists it (active services by display order): the build draws the booking page's cards from it. */
export const PRERENDERED_SERVICES: readonly PublicService[] = [...DEFAULT_SERVICES]
  .sort((a, b) => a.displayOrder - b.displayOrder)
  .map((service) => ({ ...service, active: true }));

/**
 * Puts the prerendered catalogue in the cache, dated long ago: the page renders (and hydrates) exactly
 * what the build rendered, and fetches the salon's current catalogue as soon as it mounts.
 */
export function seedPrerenderedCatalogue(client: QueryClient): void {
  client.setQueryData(servicesQueryOptions().queryKey, [...PRERENDERED_SERVICES], { updatedAt: 0 });
}
