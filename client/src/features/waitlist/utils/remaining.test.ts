import { describe, expect, it } from "vitest";
import { remainingOf } from "./remaining";

describe("an offer's time left", () => {
  const expiresAt = "2026-12-01T18:20:00.000Z";

  it("counts whole minutes and seconds, a started second counting as left", () => {
    expect(remainingOf(expiresAt, new Date("2026-12-01T18:00:00.000Z"))).toEqual({ total: 1200, minutes: 20, seconds: 0 });
    expect(remainingOf(expiresAt, new Date("2026-12-01T18:18:55.500Z"))).toEqual({ total: 65, minutes: 1, seconds: 5 });
  });

  it("stops at zero once the offer has expired", () => {
    expect(remainingOf(expiresAt, new Date("2026-12-01T18:20:00.000Z")).total).toBe(0);
    expect(remainingOf(expiresAt, new Date("2026-12-01T19:00:00.000Z"))).toEqual({ total: 0, minutes: 0, seconds: 0 });
  });
});
