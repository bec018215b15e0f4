import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminAppointment } from "@shared/admin-api";
import { getJson } from "@/lib/api-client";

const APPOINTMENTS_PATH = "/api/admin/appointments";

export function getAppointments(): Promise<AdminAppointment[]> {
  return getJson<AdminAppointment[]>(APPOINTMENTS_PATH);
}

export const appointmentsQueryOptions = () => queryOptions({ queryKey: [APPOINTMENTS_PATH], queryFn: getAppointments });

/** The appointments, for the jobs still waiting for a manicurist. */
export function useAppointments() {
  return useQuery(appointmentsQueryOptions());
}
