import { describe, expect, it } from "vitest";
import { SERVICE_IDS } from "@shared/catalogue";
import { initialBookingForm, type BookingFormState } from "./booking-form";
import { priceForm } from "./catalogue-fixtures";
import { partTimes, planBookingVisit } from "./visit-plan";

const ACRYLIC_OPTIONS = ["acrylic-length-4", "acrylic-technique-acrylic", "acrylic-type-new-set"];

function form(serviceIds: string[], changes: Partial<BookingFormState> = {}): BookingFormState {
  return {
    ...initialBookingForm("2026-11-25"),
    serviceIds,
    optionIds: { [SERVICE_IDS.acrylic]: ACRYLIC_OPTIONS, [SERVICE_IDS.pedicure]: ["pedicure-deep"] },
    pedicureType: serviceIds.includes(SERVICE_IDS.pedicure) ? "pedicure-deep" : null,
    ...changes,
  };
}

/** The page's plan for a form, with who is qualified for each service in the order chosen. */
function plan(state: BookingFormState, staffIdsByService: number[][]) {
  const priced = priceForm(state);
  return { priced, visit: planBookingVisit(state, priced, staffIdsByService) };
}

describe("the booking page's visit plan", () => {
  it("keeps a visit one manicurist can do as one part of the priced length, and offers hands and feet at once", () => {
    const { priced, visit } = plan(form([SERVICE_IDS.acrylic, SERVICE_IDS.pedicure]), [[1, 2], [2, 3]]);
    expect(visit.plan).toEqual({
      together: false,
      durationMinutes: priced.totalDuration,
      segments: [{ position: 1, serviceIds: ["1", "2"], startOffset: 0, durationMinutes: priced.totalDuration, qualifiedStaffIds: [2] }],
    });
    expect(visit.apartMinutes).toBe(priced.totalDuration);
    expect(visit.togetherPlan?.together).toBe(true);
    expect(visit.unstaffedServiceIds).toEqual([]);
  });

  it("plans hands and feet at the same time when asked: both start together, the visit as long as the longer", () => {
    const { priced, visit } = plan(form([SERVICE_IDS.acrylic, SERVICE_IDS.pedicure], { together: true, needsAcrylicRemoval: true }), [[1, 2], [2, 3]]);
    expect(visit.plan.together).toBe(true);
    const [hands, feet] = visit.plan.segments;
    // Acrylic #4 (120 min) with its removal (40 min) on the hands; the deep pedicure (75 min) on the feet.
    expect([hands, feet].map(({ serviceIds, startOffset, durationMinutes }) => ({ serviceIds, startOffset, durationMinutes }))).toEqual([
      { serviceIds: ["1"], startOffset: 0, durationMinutes: 160 },
      { serviceIds: ["2"], startOffset: 0, durationMinutes: 75 },
    ]);
    expect(visit.plan.durationMinutes).toBe(160);
    expect(visit.apartMinutes).toBe(priced.totalDuration);
    expect(priced.totalDuration).toBe(160 + 75);
  });

  it("plans services nobody does both of one after another, never at once, whatever was asked", () => {
    const { visit } = plan(form([SERVICE_IDS.pedicure, SERVICE_IDS.lashLifting], { together: true }), [[1], [2]]);
    expect(visit.togetherPlan).toBeNull();
    expect(visit.plan).toEqual({
      together: false,
      durationMinutes: 195,
      segments: [
        { position: 1, serviceIds: ["2"], startOffset: 0, durationMinutes: 75, qualifiedStaffIds: [1] },
        { position: 2, serviceIds: ["lash-lifting"], startOffset: 75, durationMinutes: 120, qualifiedStaffIds: [2] },
      ],
    });
  });

  it("names the chosen services nobody does", () => {
    const { visit } = plan(form([SERVICE_IDS.pedicure, SERVICE_IDS.lashLifting, SERVICE_IDS.gelPolish]), [[1], [], [1]]);
    expect(visit.unstaffedServiceIds).toEqual(["lash-lifting"]);
    expect(visit.togetherPlan).toBeNull();
  });

  it("gives each part its clock times from the visit's start", () => {
    const { visit } = plan(form([SERVICE_IDS.pedicure, SERVICE_IDS.lashLifting]), [[1], [2]]);
    expect(partTimes(visit.plan, "10:30")).toEqual([
      { position: 1, serviceIds: ["2"], start: "10:30", end: "11:45" },
      { position: 2, serviceIds: ["lash-lifting"], start: "11:45", end: "13:45" },
    ]);
  });
});
