import type { PublicService } from "@shared/api";
import { SERVICE_IDS } from "@shared/catalogue";

export type ServiceDialogKind = "pedicure" | "acrylic" | "singleOption" | "comingSoon";

/**
 * Which dialog choosing a service opens, if any: coming-soon services explain
 * themselves, services with options are configured first, and the polish extra is configured only
 * by admins while everyone else toggles it directly.
 */
export function dialogFor(service: PublicService, isAdmin: boolean): ServiceDialogKind | null {
  if (service.comingSoon) return "comingSoon";
  if (!service.hasOptions) return null;
  if (service.id === SERVICE_IDS.polish && !isAdmin) return null;
  if (service.id === SERVICE_IDS.pedicure) return "pedicure";
  if (service.id === SERVICE_IDS.acrylic) return "acrylic";
  return "singleOption";
}
