import { staffConfirm as en } from "@/lib/i18n/en/staff-confirm";
import { staffConfirm as es } from "@/lib/i18n/es/staff-confirm";
import { useSection } from "@/lib/i18n/use-section";

export function useStaffConfirmStrings() {
  return useSection({ es, en });
}
