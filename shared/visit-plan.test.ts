import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceBooking } from "./booking-rules";
import { DEFAULT_OPTIONS, DEFAULT_SERVICES, SERVICE_IDS } from "./catalogue";
import { areasOf, planVisit, polishOnHands, removalMinutes, removalPartIndex, serviceMinutes, type VisitService } from "./visit-plan";

const catalogue = {
  services: DEFAULT_SERVICES.map((service) => ({ ...service, active: true })),
  options: Object.values(DEFAULT_OPTIONS)
    .flat()
    .map((option) => ({ ...option, active: true })),
};

/** The visit services of a priced booking, with who is qualified for each. */
function visitOf(selection: Parameters<typeof priceBooking>[0], qualified: Record<string, number[]>) {
  const priced = priceBooking(selection, catalogue);
  if (!priced.ok) throw new Error(priced.error.message);
  const minutes = serviceMinutes(priced.items);
  const services: VisitService[] = selection.services.map(({ serviceId, optionIds }) => ({
    serviceId,
    minutes: minutes.get(serviceId) ?? 0,
    areas: areasOf(serviceId, optionIds),
    qualifiedStaffIds: qualified[serviceId] ?? [],
  }));
  return { services, removalMinutes: removalMinutes(priced.items), totalMinutes: priced.totalDuration };
}

const acrylic = { serviceId: SERVICE_IDS.acrylic, optionIds: ["acrylic-length-4", "acrylic-technique-acrylic", "acrylic-type-new-set"] };
const pedicure = { serviceId: SERVICE_IDS.pedicure, optionIds: ["pedicure-deep"] };
const lashes = { serviceId: SERVICE_IDS.lashLifting };

describe("planning a visit", () => {
  it("keeps a visit one manicurist can do whole, as one part of the priced length", () => {
    const visit = visitOf({ services: [pedicure, lashes] }, { [SERVICE_IDS.pedicure]: [1, 2], [SERVICE_IDS.lashLifting]: [2] });
    const planned = planVisit(visit.services, visit);
    expect(planned).toEqual({
      ok: true,
      plan: {
        together: false,
        durationMinutes: 195,
        segments: [{ position: 1, serviceIds: ["2", "lash-lifting"], startOffset: 0, durationMinutes: 195, qualifiedStaffIds: [2] }],
      },
    });
  });

  it("splits pedicure and lashes nobody does both of into two parts, one after the other in the order chosen", () => {
    const visit = visitOf({ services: [pedicure, lashes] }, { [SERVICE_IDS.pedicure]: [1], [SERVICE_IDS.lashLifting]: [2] });
    const planned = planVisit(visit.services, visit);
    expect(planned.ok && planned.plan.segments).toEqual([
      { position: 1, serviceIds: ["2"], startOffset: 0, durationMinutes: 75, qualifiedStaffIds: [1] },
      { position: 2, serviceIds: ["lash-lifting"], startOffset: 75, durationMinutes: 120, qualifiedStaffIds: [2] },
    ]);
    expect(planned.ok && planned.plan.durationMinutes).toBe(195);
  });

  it("does acrylic nails and a pedicure at the same time when asked, the removal on the hands", () => {
    const visit = visitOf({ services: [pedicure, acrylic], needsAcrylicRemoval: true }, { [SERVICE_IDS.pedicure]: [1, 2], [SERVICE_IDS.acrylic]: [2, 3] });
    const planned = planVisit(visit.services, { ...visit, together: true });
    if (!planned.ok) throw new Error(planned.refusal);
    const [hands, feet] = planned.plan.segments;
    expect(hands).toMatchObject({ position: 1, serviceIds: ["1"], startOffset: 0, qualifiedStaffIds: [2, 3] });
    expect(hands.durationMinutes).toBe(visit.services[1].minutes + visit.removalMinutes);
    expect(feet).toEqual({ position: 2, serviceIds: ["2"], startOffset: 0, durationMinutes: 75, qualifiedStaffIds: [1, 2] });
    expect(planned.plan.durationMinutes).toBe(Math.max(hands.durationMinutes, 75));
  });

  it("never does two services on the hands, or anything but hands and feet, at the same time", () => {
    const gel = { serviceId: SERVICE_IDS.gelPolish };
    const everyone = { [SERVICE_IDS.acrylic]: [1], [SERVICE_IDS.gelPolish]: [2], [SERVICE_IDS.pedicure]: [3], [SERVICE_IDS.lashLifting]: [4] };
    const handsTwice = visitOf({ services: [acrylic, gel] }, everyone);
    expect(planVisit(handsTwice.services, { ...handsTwice, together: true })).toEqual({ ok: false, refusal: "not_together" });
    const withLashes = visitOf({ services: [pedicure, lashes] }, everyone);
    expect(planVisit(withLashes.services, { ...withLashes, together: true })).toEqual({ ok: false, refusal: "not_together" });
    const bothEnds = visitOf({ services: [{ serviceId: SERVICE_IDS.polish, optionIds: ["polish-hands-feet"] }, pedicure] }, everyone);
    expect(planVisit(bothEnds.services, { ...bothEnds, together: true })).toEqual({ ok: false, refusal: "not_together" });
    const noHandsPerson = visitOf({ services: [acrylic, gel, pedicure] }, everyone);
    expect(planVisit(noHandsPerson.services, { ...noHandsPerson, together: true })).toEqual({ ok: false, refusal: "no_common_staff" });
  });

  it("keeps a visit whole when some service has nobody qualified (no time can take it, as before)", () => {
    const visit = visitOf({ services: [pedicure, lashes] }, { [SERVICE_IDS.pedicure]: [1] });
    const planned = planVisit(visit.services, visit);
    expect(planned.ok && planned.plan.segments).toEqual([{ position: 1, serviceIds: ["2", "lash-lifting"], startOffset: 0, durationMinutes: 195, qualifiedStaffIds: [] }]);
  });

  it("splits any choice into the fewest parts that each have a qualified manicurist, every service once, one after another", () => {
    const service = fc.record({ minutes: fc.integer({ min: 0, max: 120 }), qualifiedStaffIds: fc.subarray([1, 2, 3, 4], { minLength: 1 }) });
    fc.assert(
      fc.property(fc.array(service, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 60 }), (chosen, removals) => {
        const services = chosen.map((one, index): VisitService => ({ ...one, serviceId: `s${index}`, areas: [] }));
        const total = services.reduce((sum, one) => sum + one.minutes, 0) + removals;
        const planned = planVisit(services, { removalMinutes: removals, totalMinutes: total });
        if (!planned.ok) throw new Error(planned.refusal);
        const { segments } = planned.plan;
        expect(segments.flatMap((segment) => segment.serviceIds).sort()).toEqual(services.map((one) => one.serviceId).sort());
        expect(segments.length).toBe(fewestByBruteForce(services));
        let offset = 0;
        for (const segment of segments) {
          expect(segment.qualifiedStaffIds.length).toBeGreaterThan(0);
          expect(segment.startOffset).toBe(offset);
          offset += segment.durationMinutes;
        }
      }),
      { numRuns: 200 },
    );
  });

  it("puts the removals' minutes in the part removalPartIndex names for the stored parts", () => {
    const ids = [...Object.values(SERVICE_IDS), "lash-lifting"];
    const polishOptions = fc.constantFrom<string[]>([], ["polish-hands"], ["polish-feet"], ["polish-hands-feet"]);
    const service = fc.record({ serviceId: fc.constantFrom(...ids), minutes: fc.integer({ min: 1, max: 90 }), qualifiedStaffIds: fc.subarray([1, 2, 3], { minLength: 1 }) });
    fc.assert(
      fc.property(fc.uniqueArray(service, { minLength: 2, maxLength: 5, selector: (one) => one.serviceId }), polishOptions, fc.boolean(), (chosen, options, together) => {
        const services = chosen.map((one): VisitService => ({ ...one, areas: areasOf(one.serviceId, one.serviceId === SERVICE_IDS.polish ? options : []) }));
        const planned = planVisit(services, { together, removalMinutes: 500, totalMinutes: 1000 });
        if (!planned.ok || planned.plan.segments.length < 2) return;
        const { segments } = planned.plan;
        const host = segments.findIndex((segment) => segment.durationMinutes >= 500);
        const optionIds = services.some((one) => one.serviceId === SERVICE_IDS.polish) ? options : [];
        expect(removalPartIndex(segments, polishOnHands(optionIds))).toBe(host);
      }),
      { numRuns: 300 },
    );
  });
});

/** The fewest groups with a common manicurist, by trying every manicurist for every service. */
function fewestByBruteForce(services: readonly VisitService[]): number {
  let best = services.length;
  const walk = (index: number, people: number[]) => {
    if (index === services.length) {
      best = Math.min(best, new Set(people).size);
      return;
    }
    for (const person of services[index].qualifiedStaffIds) walk(index + 1, [...people, person]);
  };
  walk(0, []);
  return best;
}
