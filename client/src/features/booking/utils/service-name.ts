import type { PublicService } from "@shared/api";
import type { Locale } from "@shared/schema";
import { localizedName } from "@/lib/format";

/** A chosen service's name in the visitor's language; its id when the catalogue no longer lists it. */
export function serviceNameOf(services: readonly PublicService[], serviceId: string, language: Locale): string {
  const service = services.find((candidate) => candidate.id === serviceId);
  return service ? localizedName(service, language) : serviceId;
}
