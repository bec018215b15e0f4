import { adminMaintenance as en } from "@/lib/i18n/en/admin-maintenance";
import { adminMaintenance as es } from "@/lib/i18n/es/admin-maintenance";
import { useSection } from "@/lib/i18n/use-section";

export type MaintenanceStrings = typeof es;

export function useMaintenanceStrings(): MaintenanceStrings {
  return useSection({ es, en });
}
