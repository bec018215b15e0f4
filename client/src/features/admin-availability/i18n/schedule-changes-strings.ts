import { adminScheduleChanges as en } from "@/lib/i18n/en/admin-schedule-changes";
import { adminScheduleChanges as es } from "@/lib/i18n/es/admin-schedule-changes";
import { useSection } from "@/lib/i18n/use-section";

export function useScheduleChangesStrings() {
  return useSection({ es, en });
}
