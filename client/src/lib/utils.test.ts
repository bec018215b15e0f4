import { describe, expect, it } from "vitest";
import { formatSalonDate } from "./utils";

describe("formatSalonDate", () => {
  it("uses the salon's calendar day, not UTC's", () => {
    // 07:30 UTC on the 24th is still the evening of the 23rd in Los Angeles.
    expect(formatSalonDate("2026-11-24T07:30:00.000Z", "en")).toBe("Nov 23, 2026");
  });
});
