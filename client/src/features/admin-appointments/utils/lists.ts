import type { AppointmentStatusFilter } from "@shared/admin-lists";
import type { AppointmentScope } from "@/lib/admin-appointments";

export type ListStatus = Exclude<AppointmentStatusFilter, "all">;

/** Active and completed side by side, as always; one status alone when the filter asks for it. */
export function listsFor(status: AppointmentStatusFilter): ListStatus[] {
  return status === "all" ? ["active", "completed"] : [status];
}

/** One list's scope: what is still to come reads soonest first; what is over, latest first. */
export function listScope(scope: Pick<AppointmentScope, "from" | "to" | "staffId" | "q">, status: ListStatus): Omit<AppointmentScope, "limit" | "cursor"> {
  return { ...scope, status, order: status === "active" ? "asc" : "desc" };
}
