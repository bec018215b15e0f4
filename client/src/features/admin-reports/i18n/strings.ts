import { adminReports as en } from "@/lib/i18n/en/admin-reports";
import { adminReports as es } from "@/lib/i18n/es/admin-reports";
import { useSection } from "@/lib/i18n/use-section";

export function useReportsStrings() {
  return useSection({ es, en });
}
