import { manageAppointment as en } from "@/lib/i18n/en/manage-appointment";
import { manageAppointment as es } from "@/lib/i18n/es/manage-appointment";
import { useSection } from "@/lib/i18n/use-section";

export function useManageAppointmentStrings() {
  return useSection({ es, en });
}
