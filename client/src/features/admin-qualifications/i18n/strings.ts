import { adminQualifications as en } from "@/lib/i18n/en/admin-qualifications";
import { adminQualifications as es } from "@/lib/i18n/es/admin-qualifications";
import { useSection } from "@/lib/i18n/use-section";

export type QualificationStrings = typeof es;

export function useQualificationStrings(): QualificationStrings {
  return useSection({ es, en });
}
