/**
 * How a visit splits into parts ("segments"), each a set of services done by one manicurist. Pure, used
 * by the booking page and by the server, so both plan the same visit the same way.
 *
 * - A visit one manicurist can do alone (someone is qualified for every chosen service) is one part: the
 *   whole visit, exactly as a booking has always been.
 * - Otherwise the services are split into the fewest groups that each have a manicurist qualified for all
 *   of the group, done one after another in the order the customer chose them (a group comes where its
 *   first service was chosen); each part starts when the one before ends.
 * - "At the same time" (`together`) is allowed only for hands and feet: every service is on the hands or
 *   on the feet (none on both), there is at least one of each, and each side has a manicurist qualified for
 *   all of its services. The two parts start together; the visit lasts as long as the longer one. Two
 *   services on the same hands are never done at once, nor lashes, brows, waxing or anything the salon
 *   added later, whose place on the body is unknown.
 * - A removal (acrylic, gel) belongs to the part on the hands when there is one, else to the first part
 *   holding a service a removal is offered with.
 */
import { DEFAULT_APPOINTMENT_DURATION, SERVICE_IDS } from "./catalogue";
import type { LineItem } from "./booking-rules";
import type { Locale } from "./schema";

/** Where on the body a service is done: two services are done at once only on different places. */
export type BodyArea = "hands" | "feet";

/** The catalogue's services by where they are done; polish is on the hands, the feet or both by its option. */
const HANDS: readonly string[] = [SERVICE_IDS.acrylic, SERVICE_IDS.rubberRemoval, SERVICE_IDS.rubber, SERVICE_IDS.gelPolish, SERVICE_IDS.shine];
const FEET: readonly string[] = [SERVICE_IDS.pedicure, SERVICE_IDS.acrylicToes];
const POLISH_AREAS: Record<string, readonly BodyArea[]> = {
  "polish-hands": ["hands"],
  "polish-feet": ["feet"],
  "polish-hands-feet": ["hands", "feet"],
};

/** The places a booked service occupies; empty when the service is not on the hands or feet (or unknown). */
export function areasOf(serviceId: string, optionIds: readonly string[] = []): readonly BodyArea[] {
  if (HANDS.includes(serviceId)) return ["hands"];
  if (FEET.includes(serviceId)) return ["feet"];
  if (serviceId === SERVICE_IDS.polish) return optionIds.length === 1 ? (POLISH_AREAS[optionIds[0]] ?? []) : [];
  return [];
}

/** Services a removal may be done with (the catalogue's rule for offering one). */
const REMOVAL_HOSTS = new Set<string>([SERVICE_IDS.acrylic, SERVICE_IDS.pedicure, SERVICE_IDS.gelPolish, SERVICE_IDS.polish, SERVICE_IDS.shine, SERVICE_IDS.acrylicToes]);

/** One chosen service as the planner sees it. */
export interface VisitService {
  serviceId: string;
  /** Its own minutes: its price line(s), without removals. */
  minutes: number;
  areas: readonly BodyArea[];
  /** Active manicurists qualified for it. */
  qualifiedStaffIds: readonly number[];
}

/** One part of a planned visit. */
export interface PlannedSegment {
  /** 1, 2, …: the part's id within the visit. */
  position: number;
  serviceIds: string[];
  /** Minutes after the visit's start. */
  startOffset: number;
  durationMinutes: number;
  /** Manicurists qualified for every service of the part. */
  qualifiedStaffIds: number[];
}

export interface VisitPlan {
  segments: PlannedSegment[];
  together: boolean;
  /** From the visit's start to the end of its last part. */
  durationMinutes: number;
}

export type PlanRefusal = "not_together" | "no_common_staff" | "one_manicurist_chosen";
export type PlanResult = { ok: true; plan: VisitPlan } | { ok: false; refusal: PlanRefusal };

export const PLAN_REFUSAL_MESSAGES: Record<PlanRefusal, Record<Locale, string>> = {
  not_together: {
    es: "Estos servicios no se pueden hacer al mismo tiempo: solo manos y pies a la vez. Resérvalos uno después del otro.",
    en: "These services cannot be done at the same time: only hands and feet at once. Book them one after another.",
  },
  no_common_staff: {
    es: "Ninguna manicurista puede hacer la parte de las manos o la de los pies al mismo tiempo. Resérvalos uno después del otro.",
    en: "No manicurist can do the hands part or the feet part at the same time. Book them one after another.",
  },
  one_manicurist_chosen: {
    es: "Esta visita necesita más de una manicurista: elige una para cada parte o resérvala sin elegir manicurista.",
    en: "This visit needs more than one manicurist: choose one for each part, or book it without choosing.",
  },
};

/** Each chosen service's own minutes from the priced lines; removals are left for the planner to place. */
export function serviceMinutes(items: readonly LineItem[]): Map<string, number> {
  const minutes = new Map<string, number>();
  for (const item of items) {
    const serviceId = item.kind === "service" ? item.itemId : item.kind === "option" ? item.parentServiceId : null;
    if (serviceId !== null) minutes.set(serviceId, (minutes.get(serviceId) ?? 0) + item.durationMinutes);
  }
  return minutes;
}

/** The minutes of the priced removals, which go with one part. */
export function removalMinutes(items: readonly LineItem[]): number {
  return items.filter((item) => item.kind === "removal").reduce((sum, item) => sum + item.durationMinutes, 0);
}

function intersect(lists: readonly (readonly number[])[]): number[] {
  if (lists.length === 0) return [];
  const [first, ...rest] = lists;
  return [...new Set(first)].filter((id) => rest.every((list) => list.includes(id)));
}

const groupStaff = (group: readonly VisitService[]) => intersect(group.map((service) => service.qualifiedStaffIds));

/**
 * The fewest groups, each with a manicurist qualified for all of it, in a fixed order: services are placed
 * in the order chosen, each into an earlier group before a new one (the first such split found wins), so
 * the same choice always gives the same plan. A booking holds a handful of services, so trying the splits
 * is cheap (at most 4,140 for eight).
 */
function fewestGroups(services: readonly VisitService[]): VisitService[][] {
  for (let count = 2; count <= services.length; count += 1) {
    const found = place(services, 0, [], count);
    if (found) return found;
  }
  return services.map((service) => [service]);
}

function place(services: readonly VisitService[], index: number, groups: VisitService[][], count: number): VisitService[][] | null {
  if (index === services.length) return groups.length === count ? groups : null;
  const service = services[index];
  for (let target = 0; target < groups.length; target += 1) {
    const next = groups.map((group, at) => (at === target ? [...group, service] : group));
    if (groupStaff(next[target]).length === 0) continue;
    const found = place(services, index + 1, next, count);
    if (found) return found;
  }
  if (groups.length < count) return place(services, index + 1, [...groups, [service]], count);
  return null;
}

/**
 * Which of a visit's parts (in order) does its removals: the first on the hands (a hands service, or polish
 * when the visit's polish is on the hands), else the first holding a service a removal is done with, else
 * the first. The planner places the removals' minutes by it, and a booking the removals' price (each part's stored price).
 */
export function removalPartIndex(parts: readonly { serviceIds: readonly string[] }[], polishOnHands: boolean): number {
  const onHands = (id: string) => HANDS.includes(id) || (polishOnHands && id === SERVICE_IDS.polish);
  const hands = parts.findIndex((part) => part.serviceIds.some(onHands));
  if (hands >= 0) return hands;
  return Math.max(parts.findIndex((part) => part.serviceIds.some((id) => REMOVAL_HOSTS.has(id))), 0);
}

const HANDS_POLISH_OPTIONS = Object.keys(POLISH_AREAS).filter((optionId) => POLISH_AREAS[optionId].includes("hands"));

/** Whether a visit's polish is on the hands, from its booked options. */
export function polishOnHands(optionIds: readonly string[]): boolean {
  return optionIds.some((optionId) => HANDS_POLISH_OPTIONS.includes(optionId));
}

function removalHost(groups: readonly (readonly VisitService[])[]): number {
  const polish = groups.some((group) => group.some((service) => service.serviceId === SERVICE_IDS.polish && service.areas.includes("hands")));
  return removalPartIndex(groups.map((group) => ({ serviceIds: group.map((service) => service.serviceId) })), polish);
}

function segmentsOf(groups: readonly (readonly VisitService[])[], removals: number, together: boolean): PlannedSegment[] {
  const host = removalHost(groups);
  let offset = 0;
  return groups.map((group, index) => {
    const minutes = group.reduce((sum, service) => sum + service.minutes, 0) + (index === host ? removals : 0);
    const segment: PlannedSegment = {
      position: index + 1,
      serviceIds: group.map((service) => service.serviceId),
      startOffset: together ? 0 : offset,
      durationMinutes: minutes > 0 ? minutes : DEFAULT_APPOINTMENT_DURATION,
      qualifiedStaffIds: groupStaff(group),
    };
    offset += segment.durationMinutes;
    return segment;
  });
}

function planOf(segments: PlannedSegment[], together: boolean): VisitPlan {
  return { segments, together, durationMinutes: Math.max(...segments.map((segment) => segment.startOffset + segment.durationMinutes)) };
}

/**
 * Plans a visit (the rules are at the top of this file). `totalMinutes` is the priced visit's length,
 * which a one-manicurist visit keeps as it is.
 */
export function planVisit(services: readonly VisitService[], options: { together?: boolean; removalMinutes: number; totalMinutes: number }): PlanResult {
  if (options.together) {
    const hands = services.filter((service) => service.areas.length === 1 && service.areas[0] === "hands");
    const feet = services.filter((service) => service.areas.length === 1 && service.areas[0] === "feet");
    if (hands.length === 0 || feet.length === 0 || hands.length + feet.length !== services.length) return { ok: false, refusal: "not_together" };
    if (groupStaff(hands).length === 0 || groupStaff(feet).length === 0) return { ok: false, refusal: "no_common_staff" };
    return { ok: true, plan: planOf(segmentsOf([hands, feet], options.removalMinutes, true), true) };
  }
  const everyone = groupStaff(services);
  // Nobody qualified for some service: the visit stays whole and no time can take it, as before.
  if (everyone.length > 0 || services.length < 2 || services.some((service) => service.qualifiedStaffIds.length === 0)) {
    const whole: PlannedSegment = {
      position: 1,
      serviceIds: services.map((service) => service.serviceId),
      startOffset: 0,
      durationMinutes: options.totalMinutes,
      qualifiedStaffIds: everyone,
    };
    return { ok: true, plan: planOf([whole], false) };
  }
  return { ok: true, plan: planOf(segmentsOf(fewestGroups(services), options.removalMinutes, false), false) };
}

/**
 * Plans chosen services from their priced lines (each service's minutes, the removals' minutes, the
 * visit's length) and who is qualified for each: how the booking page, the front desk, the waitlist and
 * the booking decision all plan a selection.
 */
export function planPricedVisit(
  services: ReadonlyArray<{ serviceId: string; optionIds: readonly string[] }>,
  priced: { items: readonly LineItem[]; totalDuration: number },
  qualifiedFor: (serviceId: string) => readonly number[],
  together = false,
): PlanResult {
  const minutes = serviceMinutes(priced.items);
  return planVisit(
    services.map(({ serviceId, optionIds }) => ({ serviceId, minutes: minutes.get(serviceId) ?? 0, areas: areasOf(serviceId, optionIds), qualifiedStaffIds: qualifiedFor(serviceId) })),
    { removalMinutes: removalMinutes(priced.items), totalMinutes: priced.totalDuration, together },
  );
}
