import type { AdminAppointment } from "@shared/admin-api";
import { assignedBookings, type SlotContext, slotGrid, staffSlotGrid } from "@shared/booking-rules";
import type { VisitPlan } from "@shared/visit-plan";
import { partsStaffFree, visitSlotGrid } from "@shared/visit-slots";
import { heldByStaff } from "@/lib/visit-parts";

export interface FrontDeskGridInput {
  /** The date's context for the whole visit, as the booking page builds it. */
  context: SlotContext;
  /** The plan of a visit nobody does alone, else null. */
  plan: VisitPlan | null;
  /** For a plan: the manicurist chosen for each part (null: anyone). */
  partStaffIds: ReadonlyArray<number | null>;
  /** For a one-manicurist visit: the manicurist chosen, or null for anyone. */
  staffId: number | null;
  /** The chosen manicurist's appointments that date; undefined while they load. */
  staffRows: readonly AdminAppointment[] | undefined;
  /** Every appointment that date, part by part; undefined while they load (read only once a part has someone). */
  dayRows: readonly AdminAppointment[] | undefined;
}

/**
 * The front desk's times: the booking page's grid, narrowed to a chosen manicurist's free times, or for a
 * visit in parts the part rule narrowed to each chosen manicurist's own part. Empty while what it needs loads.
 */
export function frontDeskGrid({ context, plan, partStaffIds, staffId, staffRows, dayRows }: FrontDeskGridInput): Array<{ time: string; available: boolean }> {
  if (plan) {
    const slots = visitSlotGrid({ date: context.date, now: context.now, plan, availability: context.availability, appointments: context.appointments });
    if (partStaffIds.every((id) => id === null)) return slots;
    if (!dayRows) return [];
    const held = heldByStaff(dayRows);
    return slots.map((slot) => ({ ...slot, available: slot.available && partsStaffFree(slot.time, plan, partStaffIds, context.availability, held) }));
  }
  if (staffId === null) return slotGrid(context);
  if (!staffRows) return [];
  return staffSlotGrid(context, staffId, assignedBookings(staffRows));
}
