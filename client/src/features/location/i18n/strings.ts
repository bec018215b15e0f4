import { location as en } from "@/lib/i18n/en/location";
import { location as es } from "@/lib/i18n/es/location";
import { useSection } from "@/lib/i18n/use-section";

export function useLocationStrings() {
  return useSection({ es, en });
}
