import { useMemo } from "react";
import type { PublicService, PublicServiceOption } from "@shared/api";
import { priceBooking, type PricingResult } from "@shared/booking-rules";
import { DEFAULT_APPOINTMENT_DURATION } from "@shared/catalogue";
import { useQualifiedStaff } from "../api/get-staff-for-service";
import { toSelection, type BookingFormState } from "../utils/booking-form";
import { planBookingVisit, type BookingVisit } from "../utils/visit-plan";

/**
 * The form's services and options priced from the catalogue the page shows. Priced again only when what
 * is booked changes, never on a keystroke in the contact fields, so the plan and the grid built from it
 * are not computed again either.
 */
export function usePricedForm(form: BookingFormState, services: readonly PublicService[], optionsByService: Record<string, PublicServiceOption[]>): PricingResult {
  const { serviceIds, optionIds, needsAcrylicRemoval, needsGelishRemoval, pedicureType } = form;
  return useMemo(
    () =>
      priceBooking(toSelection({ serviceIds, optionIds, needsAcrylicRemoval, needsGelishRemoval, pedicureType }), {
        services,
        options: Object.values(optionsByService).flat(),
      }),
    [serviceIds, optionIds, needsAcrylicRemoval, needsGelishRemoval, pedicureType, services, optionsByService],
  );
}

export interface VisitPlanState {
  /** Undefined until who does each chosen service has loaded (and when that failed). */
  visit: BookingVisit | undefined;
  isPending: boolean;
}

/** A choice the catalogue cannot price yet is planned at the default length, as the grid always took it. */
const NOT_PRICED = { items: [], totalDuration: DEFAULT_APPOINTMENT_DURATION };

/** The visit's plan from who is qualified for each chosen service (asked afresh, as the grid always did). */
export function useVisitPlan(form: BookingFormState, priced: PricingResult): VisitPlanState {
  const { serviceIds, optionIds, together } = form;
  const { staffIdsByService, isPending } = useQualifiedStaff(serviceIds);
  const visit = useMemo(
    () => (staffIdsByService ? planBookingVisit({ serviceIds, optionIds, together }, priced.ok ? priced : NOT_PRICED, staffIdsByService) : undefined),
    [serviceIds, optionIds, together, priced, staffIdsByService],
  );
  return { visit, isPending };
}
