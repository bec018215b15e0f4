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

/** Spec 000 §5's seven rules over what the three availability calls return. */
export function useSlotGrid(params: { date: string; serviceIds: readonly string[]; durationMinutes: number; now: Date }): SlotGridState {
  const { date, serviceIds, durationMinutes, now } = params;
  const qualified = useQualifiedStaff(serviceIds);
  const availability = useStaffAvailability(date);
  const occupied = useOccupiedSlots(date);

  const isLoading = qualified.isPending || availability.isPending || occupied.isPending;
  const qualifiedStaffIds = qualified.staffIds ?? [];
  const slots = slotGrid({
    date,
    now,
    durationMinutes,
    qualifiedStaffIds,
    availability: availability.data,
    appointments: occupied.data ?? [],
  });
  return {
    slots: occupied.isSuccess ? slots : slots.map((slot) => ({ ...slot, available: false })),
    isLoading,
    noStaffWorking: !anyQualifiedStaffWorking({ availability: availability.data, qualifiedStaffIds }),
  };
}
