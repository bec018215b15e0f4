import { ADMIN_APPOINTMENTS_PATH, useManicuristDay } from "@/lib/admin-appointments";

/** Where a front-desk booking is posted: the appointments' own path. */
export const APPOINTMENTS_PATH = ADMIN_APPOINTMENTS_PATH;

/** Its scope: the chosen manicurist's appointments on the chosen date, for her own free times on the grid. */
export function useAppointments(date: string, staffId: number | null) {
  return useManicuristDay(date, staffId);
}
