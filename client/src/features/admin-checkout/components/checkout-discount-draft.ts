/** The checkout dialog's discount as the desk types it, and what the request sends of it. */
import type { CheckoutRequest } from "@shared/checkout-api";
import { discountCents } from "@shared/discount";
import { toCents } from "@/lib/money-input";

export type DiscountKind = "amount" | "percent";

/** The discount as the desk types it: an amount in dollars or a whole percent, and why it is given. */
export interface DiscountDraft {
  kind: DiscountKind;
  value: string;
  reason: string;
}

export const NO_DISCOUNT: DiscountDraft = { kind: "amount", value: "", reason: "" };

type Refusal = "badDiscountAmount" | "badPercent" | "discountReasonMissing" | "discountOverTotal";
export type ParsedDiscount = { ok: true; discount: CheckoutRequest["discount"] } | { ok: false; refusal: Refusal };

/** The value typed in cents or whole percent, undefined when left blank, null when it is not one the server takes. */
export function typedValue(draft: DiscountDraft): number | null | undefined {
  const typed = draft.value.trim();
  if (!typed) return undefined;
  if (draft.kind === "amount") {
    const cents = toCents(typed);
    return cents !== null && cents > 0 ? cents : null;
  }
  const whole = typed.replace(/\s*%$/, "");
  const percent = /^\d{1,3}$/.test(whole) ? Number(whole) : 0;
  return percent >= 1 && percent <= 100 ? percent : null;
}

/**
 * The discount the request sends (none when its value is left blank), or why the dialog refuses it: the
 * server's own rules (an amount in whole cents over zero, a whole percent from 1 to 100, a reason, no more
 * than the lines charged), checked here first so the desk reads them before anything is sent.
 */
export function parseDiscount(draft: DiscountDraft, subtotal: number): ParsedDiscount {
  const value = typedValue(draft);
  if (value === undefined) return { ok: true, discount: undefined };
  if (value === null) return { ok: false, refusal: draft.kind === "percent" ? "badPercent" : "badDiscountAmount" };
  if (discountCents(subtotal, { kind: draft.kind, value }) > subtotal) return { ok: false, refusal: "discountOverTotal" };
  const reason = draft.reason.trim();
  if (!reason) return { ok: false, refusal: "discountReasonMissing" };
  return { ok: true, discount: { kind: draft.kind, value, reason } };
}
