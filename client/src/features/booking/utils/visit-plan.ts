import type { LineItem } from "@shared/booking-rules";
import { fromMinutes, toMinutes } from "@shared/time";
import { planPricedVisit, type VisitPlan } from "@shared/visit-plan";

/** What the page plans a visit from: the services in the order chosen, with their options, and the customer's "at the same time". */
export interface VisitChoice {
  serviceIds: readonly string[];
  optionIds: Readonly<Record<string, readonly string[]>>;
  together: boolean;
}

/** The booking's visit as the server will plan it (shared/visit-plan.ts), and what the page offers around it. */
export interface BookingVisit {
  /** The plan the booking is sent with: both at once when asked for and allowed, else one part or parts one after another. */
  plan: VisitPlan;
  /** The plan with hands and feet at the same time, when the services allow it; null when they do not. */
  togetherPlan: VisitPlan | null;
  /** How long the visit lasts without "at the same time". */
  apartMinutes: number;
  /** Chosen services no active manicurist does: no plan can take them, so no time either. */
  unstaffedServiceIds: string[];
}

/**
 * Plans the chosen visit with the server's own planner, from the priced lines and, for each chosen
 * service in the same order, the manicurists qualified for it. "At the same time" is used only while the
 * services allow it, so a choice made for hands and feet never travels with services that cannot take it.
 */
export function planBookingVisit(
  choice: VisitChoice,
  priced: { items: readonly LineItem[]; totalDuration: number },
  staffIdsByService: readonly (readonly number[])[],
): BookingVisit {
  const services = choice.serviceIds.map((serviceId) => ({ serviceId, optionIds: choice.optionIds[serviceId] ?? [] }));
  const qualifiedFor = (serviceId: string) => staffIdsByService[choice.serviceIds.indexOf(serviceId)] ?? [];
  const apart = planPricedVisit(services, priced, qualifiedFor);
  // Only "at the same time" is ever refused: without it the planner always answers with a plan.
  if (!apart.ok) throw new Error(`A visit one after another was refused: ${apart.refusal}`);
  const together = planPricedVisit(services, priced, qualifiedFor, true);
  const togetherPlan = together.ok ? together.plan : null;
  return {
    plan: choice.together && togetherPlan ? togetherPlan : apart.plan,
    togetherPlan,
    apartMinutes: apart.plan.durationMinutes,
    unstaffedServiceIds: choice.serviceIds.filter((serviceId) => qualifiedFor(serviceId).length === 0),
  };
}

/** One part of a visit on the clock, once its start time is chosen. */
export interface PartTime {
  position: number;
  serviceIds: string[];
  start: string;
  end: string;
}

/** Each part's start and end ("HH:MM") for a visit starting at `start`. */
export function partTimes(plan: VisitPlan, start: string): PartTime[] {
  const visitStart = toMinutes(start);
  return plan.segments.map((segment) => ({
    position: segment.position,
    serviceIds: segment.serviceIds,
    start: fromMinutes(visitStart + segment.startOffset),
    end: fromMinutes(visitStart + segment.startOffset + segment.durationMinutes),
  }));
}
