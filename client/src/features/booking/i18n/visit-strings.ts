import { visitParts as en } from "@/lib/i18n/en/visit-parts";
import { visitParts as es } from "@/lib/i18n/es/visit-parts";
import { useSection } from "@/lib/i18n/use-section";

export function useVisitStrings() {
  return useSection({ es, en });
}
