import { appointments as en } from "@/lib/i18n/en/appointments";
import { appointments as es } from "@/lib/i18n/es/appointments";
import { useSection } from "@/lib/i18n/use-section";

export function useAppointmentsStrings() {
  return useSection({ es, en });
}
