import { adminServiceOptions as en } from "@/lib/i18n/en/admin-service-options";
import { adminServiceOptions as es } from "@/lib/i18n/es/admin-service-options";
import { useSection } from "@/lib/i18n/use-section";

export type OptionStrings = typeof es;

export function useOptionStrings(): OptionStrings {
  return useSection({ es, en });
}
