import { adminDayClose as en } from "@/lib/i18n/en/admin-day-close";
import { adminDayClose as es } from "@/lib/i18n/es/admin-day-close";
import { useSection } from "@/lib/i18n/use-section";

export function useDayCloseStrings() {
  return useSection({ es, en });
}
