import { adminStaffLink as en } from "@/lib/i18n/en/admin-staff-link";
import { adminStaffLink as es } from "@/lib/i18n/es/admin-staff-link";
import { useSection } from "@/lib/i18n/use-section";

export function usePersonalLinkStrings() {
  return useSection({ es, en });
}
