import { myAppointments as en } from "@/lib/i18n/en/my-appointments";
import { myAppointments as es } from "@/lib/i18n/es/my-appointments";
import { useSection } from "@/lib/i18n/use-section";

export function useMyAppointmentsStrings() {
  return useSection({ es, en });
}
