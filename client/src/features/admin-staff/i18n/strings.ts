import { adminStaff as en } from "@/lib/i18n/en/admin-staff";
import { adminStaff as es } from "@/lib/i18n/es/admin-staff";
import { useSection } from "@/lib/i18n/use-section";

export type StaffStrings = typeof es;

export function useStaffStrings(): StaffStrings {
  return useSection({ es, en });
}
