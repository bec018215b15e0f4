import { describe, expect, it } from "vitest";
import { discountCents } from "./discount";

describe("discountCents", () => {
  it("takes an amount as given and a percent of the lines rounded to the nearest cent, half a cent up", () => {
    expect(discountCents(67345, undefined)).toBe(0);
    expect(discountCents(67345, { kind: "amount", value: 1000 })).toBe(1000);
    expect(discountCents(67345, { kind: "percent", value: 15 })).toBe(10102); // 10101.75
    expect(discountCents(101, { kind: "percent", value: 50 })).toBe(51); // 50.5
    expect(discountCents(39000, { kind: "percent", value: 100 })).toBe(39000);
  });
});
