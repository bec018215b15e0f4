import { adminFrontDesk as en } from "@/lib/i18n/en/admin-front-desk";
import { adminFrontDesk as es } from "@/lib/i18n/es/admin-front-desk";
import { useSection } from "@/lib/i18n/use-section";

export function useFrontDeskStrings() {
  return useSection({ es, en });
}
