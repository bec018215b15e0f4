import { adminAppointments as en } from "@/lib/i18n/en/admin-appointments";
import { adminAppointments as es } from "@/lib/i18n/es/admin-appointments";
import { useSection } from "@/lib/i18n/use-section";

export const appointmentStrings = { es, en };

export type AppointmentStrings = typeof es;

export function useAppointmentStrings(): AppointmentStrings {
  return useSection(appointmentStrings);
}
