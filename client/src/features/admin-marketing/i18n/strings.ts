import { adminMarketing as en } from "@/lib/i18n/en/admin-marketing";
import { adminMarketing as es } from "@/lib/i18n/es/admin-marketing";
import { useSection } from "@/lib/i18n/use-section";

export type MarketingStrings = typeof es;

export function useMarketingStrings(): MarketingStrings {
  return useSection({ es, en });
}
