import { describe, expect, it } from "vitest";
import { priceBooking } from "@shared/booking-rules";
import { DEFAULT_OPTIONS, DEFAULT_SERVICES } from "@shared/catalogue";
import { frontDeskPlans } from "./visit-plans";

const catalogue = {
  services: DEFAULT_SERVICES.map((service) => ({ ...service, active: true })),
  options: Object.values(DEFAULT_OPTIONS)
    .flat()
    .map((option) => ({ ...option, active: true })),
};

function plans(serviceIds: string[], qualifiedByService: Record<string, number[]>, together: boolean) {
  const services = serviceIds.map((serviceId) => ({ serviceId, optionIds: [] }));
  const priced = priceBooking({ services, needsAcrylicRemoval: false, needsGelishRemoval: false, pedicureType: null }, catalogue);
  if (!priced.ok) throw new Error(priced.error.message);
  return { priced, result: frontDeskPlans(services, priced, qualifiedByService, together) };
}

describe("the front desk's visit plans", () => {
  it("offers hands and feet at once where one manicurist would do both one after another, and plans it when ticked", () => {
    const qualified = { gelish: [1, 2], acripie: [1, 3] };
    const apart = plans(["gelish", "acripie"], qualified, false);
    expect(apart.result.plan).toBeNull();
    expect(apart.result.durationMinutes).toBe(apart.priced.totalDuration);
    expect(apart.result.togetherOption).toEqual({ minutes: 80, apartMinutes: 140 });
    const together = plans(["gelish", "acripie"], qualified, true).result;
    expect(together.durationMinutes).toBe(80);
    expect(together.plan?.together).toBe(true);
    expect(together.plan?.segments.map((part) => [part.serviceIds, part.startOffset, part.qualifiedStaffIds])).toEqual([
      [["gelish"], 0, [1, 2]],
      [["acripie"], 0, [1, 3]],
    ]);
  });

  it("offers nothing at once for services off the hands and feet, and sets aside a choice that no longer fits", () => {
    const { result } = plans(["lash-lifting", "acripie"], { "lash-lifting": [4], acripie: [1] }, true);
    expect(result.togetherOption).toBeNull();
    expect(result.plan?.together).toBe(false);
    expect(result.plan?.segments.map((part) => part.startOffset)).toEqual([0, 120]);
  });
});
