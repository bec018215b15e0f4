import { describe, expect, it } from "vitest";
import { parseDiscount, type DiscountDraft } from "./checkout-discount-draft";

const draft = (kind: DiscountDraft["kind"], value: string, reason = "Regular client"): DiscountDraft => ({ kind, value, reason });

describe("parseDiscount", () => {
  it("sends no discount when its value is left blank, whatever the reason says", () => {
    expect(parseDiscount(draft("percent", "  ", "Friend"), 39000)).toEqual({ ok: true, discount: undefined });
  });

  it("sends an amount in cents and a percent as a whole number, with the reason trimmed", () => {
    expect(parseDiscount(draft("amount", "10.50", "  Regular client "), 39000)).toEqual({ ok: true, discount: { kind: "amount", value: 1050, reason: "Regular client" } });
    expect(parseDiscount(draft("percent", "15"), 39000)).toEqual({ ok: true, discount: { kind: "percent", value: 15, reason: "Regular client" } });
    expect(parseDiscount(draft("percent", "100 %"), 39000)).toEqual({ ok: true, discount: { kind: "percent", value: 100, reason: "Regular client" } });
  });

  it("refuses a percent that is not a whole number from 1 to 100, and an amount that is not over zero", () => {
    for (const value of ["0", "101", "12.5", "-5", "ten", "1000"]) expect(parseDiscount(draft("percent", value), 39000)).toEqual({ ok: false, refusal: "badPercent" });
    for (const value of ["0", "0.00", "-5", "ten", "1.234"]) expect(parseDiscount(draft("amount", value), 39000)).toEqual({ ok: false, refusal: "badDiscountAmount" });
  });

  it("refuses a discount without a reason and one over the lines charged", () => {
    expect(parseDiscount(draft("percent", "10", " "), 39000)).toEqual({ ok: false, refusal: "discountReasonMissing" });
    expect(parseDiscount(draft("amount", "390.01"), 39000)).toEqual({ ok: false, refusal: "discountOverTotal" });
    expect(parseDiscount(draft("amount", "390"), 39000)).toMatchObject({ ok: true });
  });
});
