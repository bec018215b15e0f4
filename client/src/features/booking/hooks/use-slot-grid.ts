import { useMemo } from "react";
import { anyQualifiedStaffWorking, slotGrid } from "@shared/booking-rules";
import { useOccupiedSlots } from "../api/get-occupied-slots";
import { useQualifiedStaff } from "../api/get-staff-for-service";
import { useStaffAvailability } from "../api/get-staff-availability";

export interface SlotGridState {
  slots: Array<{ time: string; available: boolean }>;
  isLoading: boolean;
  /** Nobody qualified for every chosen service works that day. */
  noStaffWorking: boolean;
}

const NO_STAFF: readonly number[] = [];

/**
 * The seven slot rules over what the three availability calls return. The grid is computed again
 * only when one of its inputs changes, never because the page re-rendered (a keystroke in the contact
 * fields, say).
 */
export function useSlotGrid(params: { date: string; serviceIds: readonly string[]; durationMinutes: number; now: Date }): SlotGridState {
  const { date, serviceIds, durationMinutes, now } = params;
  const qualified = useQualifiedStaff(serviceIds);
  const availability = useStaffAvailability(date);
  const occupied = useOccupiedSlots(date);

  const isLoading = qualified.isPending || availability.isPending || occupied.isPending;
  const qualifiedStaffIds = qualified.staffIds ?? NO_STAFF;
  const occupiedLoaded = occupied.isSuccess;
  const slots = useMemo(() => {
    const grid = slotGrid({ date, now, durationMinutes, qualifiedStaffIds, availability: availability.data, appointments: occupied.data ?? [] });
    return occupiedLoaded ? grid : grid.map((slot) => ({ ...slot, available: false }));
  }, [date, now, durationMinutes, qualifiedStaffIds, availability.data, occupied.data, occupiedLoaded]);
  return {
    slots,
    isLoading,
    noStaffWorking: !anyQualifiedStaffWorking({ availability: availability.data, qualifiedStaffIds }),
  };
}
