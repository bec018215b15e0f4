import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";

describe("formatPrice", () => {
  it("writes cents as dollars with two decimals", () => {
    expect(formatPrice(55_000)).toBe("$550.00");
    expect(formatPrice(1234)).toBe("$12.34");
    expect(formatPrice(5)).toBe("$0.05");
    expect(formatPrice(0)).toBe("$0.00");
  });

  it("groups thousands the way both languages write dollars", () => {
    expect(formatPrice(105_000)).toBe("$1,050.00");
    expect(formatPrice(123_456_789)).toBe("$1,234,567.89");
    expect(formatPrice(99_999)).toBe("$999.99");
  });

  it("puts a discount's sign before the dollar sign", () => {
    expect(formatPrice(-5000)).toBe("-$50.00");
  });
});
