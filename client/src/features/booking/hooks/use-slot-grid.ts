import { useMemo } from "react";
import { anyQualifiedStaffWorking } from "@shared/booking-rules";
import { SLOT_TIMES } from "@shared/time";
import { visitSlotGrid } from "@shared/visit-slots";
import { useOccupiedSlots } from "../api/get-occupied-slots";
import { useStaffAvailability } from "../api/get-staff-availability";
import type { VisitPlanState } from "./use-visit-plan";

export interface SlotGridState {
  slots: Array<{ time: string; available: boolean }>;
  isLoading: boolean;
  /** For some part of the visit, nobody qualified for all of it works that day. */
  noStaffWorking: boolean;
}

/** Every time taken: until the plan (who does what) is known, no time is offered. */
const NO_SLOTS = SLOT_TIMES.map((time) => ({ time, available: false }));

/**
 * The slot rules for the visit's plan (shared/visit-slots.ts: for a one-part visit, the seven rules of a
 * one-manicurist booking) over what the availability calls return; the occupied slots already hold a
 * visit of several parts part by part. The grid is computed again only when one of its inputs changes,
 * never because the page re-rendered (a keystroke in the contact fields, say).
 */
export function useSlotGrid(params: { date: string; visitPlan: VisitPlanState; now: Date }): SlotGridState {
  const { date, now } = params;
  const plan = params.visitPlan.visit?.plan;
  const availability = useStaffAvailability(date);
  const occupied = useOccupiedSlots(date);

  const isLoading = params.visitPlan.isPending || availability.isPending || occupied.isPending;
  const occupiedLoaded = occupied.isSuccess;
  const slots = useMemo(() => {
    if (!plan || !occupiedLoaded) return NO_SLOTS;
    return visitSlotGrid({ date, now, plan, availability: availability.data, appointments: occupied.data ?? [] });
  }, [date, now, plan, availability.data, occupied.data, occupiedLoaded]);
  const noStaffWorking = useMemo(
    () => !plan || plan.segments.some((segment) => !anyQualifiedStaffWorking({ availability: availability.data, qualifiedStaffIds: segment.qualifiedStaffIds })),
    [plan, availability.data],
  );
  return { slots, isLoading, noStaffWorking };
}
