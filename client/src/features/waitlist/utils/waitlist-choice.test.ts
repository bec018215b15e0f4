import { describe, expect, it } from "vitest";
import { problemOf, type WaitlistChoice } from "./waitlist-choice";

const complete: WaitlistChoice = {
  dates: ["2026-12-01"],
  earliest: "09:00",
  latest: "13:00",
  customerName: "Ana Díaz",
  customerEmail: "ana@example.com",
  customerPhone: "+1 619 555 0100",
  locale: "es",
};

describe("the waitlist form's own checks", () => {
  it("let a complete choice go to the server", () => {
    expect(problemOf(complete)).toBeNull();
  });

  it("ask for at least one day", () => {
    expect(problemOf({ ...complete, dates: [] })).toBe("needDate");
  });

  it("ask for a latest time after the earliest, compared as times of day", () => {
    expect(problemOf({ ...complete, earliest: "13:00", latest: "13:00" })).toBe("needOrder");
    expect(problemOf({ ...complete, earliest: "10:00", latest: "09:30" })).toBe("needOrder");
    expect(problemOf({ ...complete, earliest: "09:30", latest: "10:00" })).toBeNull();
  });

  it("ask for every contact detail, spaces alone counting as none", () => {
    expect(problemOf({ ...complete, customerName: "  " })).toBe("needContact");
    expect(problemOf({ ...complete, customerEmail: "" })).toBe("needContact");
    expect(problemOf({ ...complete, customerPhone: " " })).toBe("needContact");
  });
});
