import { describe, expect, it } from "vitest";
import { containsDate, defaultRange, rangeDates, rangeFromToday, stepRange } from "./range";

describe("appointment date ranges", () => {
  it("starts at today and covers the front desk's window of 60 days ahead", () => {
    expect(rangeDates(defaultRange("2026-11-27"))).toEqual({ from: "2026-11-27", to: "2027-01-26" });
  });

  it("steps a window by its own length, so no day is skipped or listed twice", () => {
    const back = stepRange(defaultRange("2026-11-27"), -1);
    expect(rangeDates(back)).toEqual({ from: "2026-09-27", to: "2026-11-26" });
  });

  it("steps days and weeks", () => {
    expect(rangeDates(stepRange({ span: "day", anchor: "2026-03-01" }, -1))).toEqual({ from: "2026-02-28", to: "2026-02-28" });
    expect(rangeDates(stepRange({ span: "week", anchor: "2026-12-28" }, 1))).toEqual({ from: "2027-01-04", to: "2027-01-10" });
  });

  it("pages months by the calendar, across years and leap days", () => {
    expect(rangeDates({ span: "month", anchor: "2028-02-17" })).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(rangeDates(stepRange({ span: "month", anchor: "2027-01-31" }, -1))).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(rangeDates(stepRange({ span: "month", anchor: "2026-12-05" }, 1))).toEqual({ from: "2027-01-01", to: "2027-01-31" });
  });

  it("goes back to today with the same span", () => {
    expect(rangeFromToday({ span: "month", anchor: "2025-01-01" }, "2026-11-27")).toEqual({ span: "month", anchor: "2026-11-01" });
    expect(containsDate({ span: "week", anchor: "2026-11-27" }, "2026-12-03")).toBe(true);
    expect(containsDate({ span: "week", anchor: "2026-11-27" }, "2026-12-04")).toBe(false);
  });
});
