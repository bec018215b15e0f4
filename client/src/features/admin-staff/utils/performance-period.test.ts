import { describe, expect, it } from "vitest";
import { performanceRange } from "./performance-period";

describe("staff performance periods", () => {
  it("leaves the twelve months to the server's default", () => {
    expect(performanceRange("year", "2026-11-27")).toEqual({});
  });

  it("counts this month up to today, and the whole of last month across a year's end", () => {
    expect(performanceRange("thisMonth", "2026-11-27")).toEqual({ from: "2026-11-01", to: "2026-11-27" });
    expect(performanceRange("lastMonth", "2027-01-05")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(performanceRange("lastMonth", "2028-03-01")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });
});
