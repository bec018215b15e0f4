import type { ScheduleResolutionInput, StrandedAppointment } from "@shared/schedule-changes-api";
import { isRefusal } from "@/lib/api-client";

export type { ScheduleResolutionInput, StrandedAppointment };

/**
 * The appointments a refused schedule change would leave without their manicurist: the server's 409 lists
 * them (`affected`) until the request carries a resolution for each. Null for any other failure.
 */
export function strandedIn(error: unknown): StrandedAppointment[] | null {
  if (!isRefusal(error, 409)) return null;
  const affected = (error.body as { affected?: unknown } | null)?.affected;
  return Array.isArray(affected) ? (affected as StrandedAppointment[]) : null;
}
