import { adminDashboard as en } from "@/lib/i18n/en/admin-dashboard";
import { adminDashboard as es } from "@/lib/i18n/es/admin-dashboard";
import { useSection } from "@/lib/i18n/use-section";

export function useDashboardStrings() {
  return useSection({ es, en });
}
