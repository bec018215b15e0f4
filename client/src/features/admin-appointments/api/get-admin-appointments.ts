import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminAppointment } from "@shared/admin-api";
import { getJson } from "@/lib/api-client";

export const ADMIN_APPOINTMENTS_PATH = "/api/admin/appointments";
/** The list refreshes this often, so new bookings and staff confirmations show up without a reload. */
const POLL_MS = 10_000;

export async function getAdminAppointments(): Promise<AdminAppointment[]> {
  return getJson<AdminAppointment[]>(ADMIN_APPOINTMENTS_PATH);
}

export const adminAppointmentsQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_APPOINTMENTS_PATH], queryFn: getAdminAppointments, refetchInterval: POLL_MS });

export function useAdminAppointments() {
  return useQuery(adminAppointmentsQueryOptions());
}
