import { describe, expect, it } from "vitest";
import type { PaymentSummary } from "@shared/payments-api";
import { appointmentStrings } from "../i18n/strings";
import { cancelDeposit, cancelDepositNote } from "./cancel-deposit";

const keepsLate = { deposit: { kind: "fixed", value: 2000 }, appliesTo: "everyone", lateCancel: { kind: "keep_deposit" }, noShow: { kind: "keep_deposit" } } as const;
const paid = (terms: PaymentSummary["terms"], overrides: Partial<PaymentSummary> = {}): PaymentSummary => ({
  state: "paid",
  kind: "deposit",
  paid: 2000,
  refunded: 0,
  currency: "usd",
  cardSaved: false,
  terms,
  ...overrides,
});
// Sunday 2027-03-14 is the spring-forward day (02:00 becomes 03:00): 36 real hours before Monday 10:00 PDT
// (17:00 UTC) is Saturday 21:00 PST (05:00 UTC), an hour earlier than the wall clock's Saturday 22:00.
const monday = { appointmentDate: "2027-03-15", appointmentTime: "10:00" };
const terms = { policy: keepsLate, cancelCutoffHours: 36 } as PaymentSummary["terms"];

describe("what a back-office cancellation does to the deposit", () => {
  it("refunds before the cut-off and keeps it after, counted in real hours across the clock change", () => {
    expect(cancelDeposit({ ...monday, payment: paid(terms) }, new Date("2027-03-14T04:59:00Z"))).toEqual({ kept: false, amount: 2000, cutoffHours: 36 });
    expect(cancelDeposit({ ...monday, payment: paid(terms) }, new Date("2027-03-14T05:01:00Z"))).toEqual({ kept: true, amount: 2000, cutoffHours: 36 });
  });

  it("refunds a late one when the terms do not keep late cancellations", () => {
    const refundsLate = { policy: { ...keepsLate, lateCancel: { kind: "none" } }, cancelCutoffHours: 24 } as PaymentSummary["terms"];
    expect(cancelDeposit({ ...monday, payment: paid(refundsLate) }, new Date("2027-03-15T16:00:00Z"))?.kept).toBe(false);
  });

  it("tells nothing without a deposit still held with its terms", () => {
    const late = new Date("2027-03-15T16:00:00Z");
    expect(cancelDeposit({ ...monday, payment: null }, late)).toBeNull();
    expect(cancelDeposit({ ...monday, payment: paid(terms, { state: "refunded", paid: 0, refunded: 2000 }) }, late)).toBeNull();
    expect(cancelDeposit({ ...monday, payment: paid(terms, { kind: "card_on_file", state: "hold", paid: 0 }) }, late)).toBeNull();
    expect(cancelDeposit({ ...monday, payment: paid(null) }, late)).toBeNull();
  });

  it("says it in the admin's language, with the amount and the cut-off", () => {
    const late = new Date("2027-03-15T16:00:00Z");
    expect(cancelDepositNote({ ...monday, payment: paid(terms) }, late, appointmentStrings.es)).toBe(
      "Ya pasó el límite de 36 h para cancelar: el depósito de $20.00 se queda en el salón. Si cancela el salón, devuélveselo después desde «Pagos» en esta tarjeta.",
    );
    expect(cancelDepositNote({ ...monday, payment: paid(terms) }, new Date("2027-03-10T16:00:00Z"), appointmentStrings.en)).toBe("The $20.00 deposit is refunded to the customer.");
  });
});
