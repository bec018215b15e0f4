import { describe, expect, it } from "vitest";
import { formatPhone as libraryFormat } from "@shared/phone";
import { formatPhone } from "./phone-format";

describe("formatPhone", () => {
  it("groups the salon's two countries exactly as libphonenumber-js does, and leaves anything else as stored", () => {
    for (const stored of ["+16195550142", "+526641234567", "+13105550100", "+525512345678", "+523312345678", "+526861234567"]) {
      expect(formatPhone(stored)).toBe(libraryFormat(stored));
    }
    expect(formatPhone("+34612345678")).toBe("+34612345678");
    expect(formatPhone("619 555 0142 ext 3")).toBe("619 555 0142 ext 3");
  });
});
