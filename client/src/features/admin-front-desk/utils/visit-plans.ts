import type { LineItem } from "@shared/booking-rules";
import type { VisitPlan } from "@shared/visit-plan";
import { planPricedVisit } from "@shared/visit-plan";

export interface FrontDeskPlans {
  /** The visit's parts when it has several (nobody does it alone, or hands and feet at once); null for one part. */
  plan: VisitPlan | null;
  /** How long the visit lasts as planned. */
  durationMinutes: number;
  /** Set where hands and feet can be done at the same time: the minutes then, and one after another. */
  togetherOption: { minutes: number; apartMinutes: number } | null;
}

/**
 * The chosen services planned as the server plans them: one after another by default, at the same time
 * when `together` is asked and the services allow it (a choice that no longer fits is set aside).
 */
export function frontDeskPlans(
  services: ReadonlyArray<{ serviceId: string; optionIds: readonly string[] }>,
  priced: { items: readonly LineItem[]; totalDuration: number },
  qualifiedByService: Record<string, number[]>,
  together: boolean,
): FrontDeskPlans {
  const qualifiedFor = (serviceId: string) => qualifiedByService[serviceId] ?? [];
  const apart = planPricedVisit(services, priced, qualifiedFor);
  const atOnce = planPricedVisit(services, priced, qualifiedFor, true);
  const togetherOption = apart.ok && atOnce.ok ? { minutes: atOnce.plan.durationMinutes, apartMinutes: apart.plan.durationMinutes } : null;
  const planned = together && atOnce.ok && togetherOption ? atOnce : apart;
  if (!planned.ok) return { plan: null, durationMinutes: priced.totalDuration, togetherOption };
  return { plan: planned.plan.segments.length > 1 ? planned.plan : null, durationMinutes: planned.plan.durationMinutes, togetherOption };
}
