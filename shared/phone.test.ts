import { describe, expect, it } from "vitest";
import { formatPhone, toE164 } from "./phone";

describe("toE164", () => {
  it("reads US numbers however they are typed", () => {
    for (const typed of ["619 555 0142", "(619) 555-0142", "619.555.0142", "6195550142", "1 619 555 0142", "+1 619 555 0142", "001 619 555 0142"]) {
      expect(toE164(typed), typed).toBe("+16195550142");
    }
  });

  it("reads a Tijuana number typed without its country code as Mexican, not as Montserrat's +1 664", () => {
    for (const typed of ["664 123 4567", "(664) 123-4567", "52 664 123 4567", "+52 664 123 4567", "0052 664 123 4567"]) {
      expect(toE164(typed), typed).toBe("+526641234567");
    }
  });

  it("reads Mexican numbers dialled the way they were before 2019 (the mobile 1, 044 and 045)", () => {
    for (const typed of ["+52 1 664 123 4567", "+521 (664) 123-4567", "521 664 123 4567", "0052 1 664 123 4567", "044 664 123 4567", "045 664 123 4567"]) {
      expect(toE164(typed), typed).toBe("+526641234567");
    }
  });

  it("keeps ten digits valid in both countries American: a Rosarito or Ensenada number needs its +52", () => {
    expect(toE164("661 612 3456")).toBe("+16616123456");
    expect(toE164("+52 661 612 3456")).toBe("+526616123456");
    expect(toE164("646 222 3456")).toBe("+16462223456");
    expect(toE164("+52 646 222 3456")).toBe("+526462223456");
    // No American number has an exchange starting with 1, so these stay in Ensenada.
    expect(toE164("646 176 1234")).toBe("+526461761234");
  });

  it("takes any country written with its code", () => {
    expect(toE164("+34 612 34 56 78")).toBe("+34612345678");
  });

  it("refuses what is not a phone number", () => {
    for (const typed of ["call me", "123", "555 0142", "+1 000 000 0000", ""]) expect(toE164(typed), typed).toBeNull();
  });
});

describe("formatPhone", () => {
  it("writes an E.164 number as people read it", () => {
    expect(formatPhone("+16195550142")).toBe("+1 619 555 0142");
    expect(formatPhone("+526641234567")).toBe("+52 664 123 4567");
    expect(formatPhone("ask at the desk")).toBe("ask at the desk");
  });
});
