import { useId } from "react";
import { discountCents } from "@shared/discount";
import { formatPrice } from "@shared/money";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCheckoutStrings } from "../i18n/checkout-strings";
import { typedValue, type DiscountDraft, type DiscountKind } from "./checkout-discount-draft";

const KINDS: readonly DiscountKind[] = ["amount", "percent"];

/**
 * The discount's fields: amount or percent, its value and reason, and the discount and total the server
 * will charge for the lines shown (computed with the server's own rounding; the saved checkout is the
 * server's answer).
 */
export function CheckoutDiscount({ draft, onChange, subtotal }: { draft: DiscountDraft; onChange: (draft: DiscountDraft) => void; subtotal: number }) {
  const s = useCheckoutStrings();
  const id = useId();
  // Shown once the value is one the server takes, before the reason is typed.
  const value = typedValue(draft);
  const off = typeof value === "number" ? discountCents(subtotal, { kind: draft.kind, value }) : null;
  const set = (change: Partial<DiscountDraft>) => onChange({ ...draft, ...change });

  return (
    <fieldset className="grid gap-2 rounded-md border border-stone-200 p-2">
      <legend className="px-1 text-sm">{s.discountLegend}</legend>
      <div role="radiogroup" aria-label={s.discountKind} className="flex flex-wrap gap-2">
        {KINDS.map((kind) => (
          <label
            key={kind}
            className="flex cursor-pointer items-center gap-2 rounded-xl border border-stone-300 px-3 py-2 text-sm has-[:checked]:border-plum-700 has-[:checked]:bg-plum-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-plum-600"
          >
            <input type="radio" name={`${id}-kind`} value={kind} checked={draft.kind === kind} onChange={() => set({ kind })} className="size-4 accent-plum-700" />
            <span className="font-medium text-stone-900">{s.discountKinds[kind]}</span>
          </label>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-value`}>{draft.kind === "percent" ? s.discountPercent : s.discount}</Label>
          <Input id={`${id}-value`} inputMode={draft.kind === "percent" ? "numeric" : "decimal"} value={draft.value} onChange={(event) => set({ value: event.target.value })} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-reason`}>{s.discountReason}</Label>
          <Input id={`${id}-reason`} value={draft.reason} maxLength={200} aria-required={draft.value.trim() !== ""} onChange={(event) => set({ reason: event.target.value })} />
        </div>
      </div>
      <p className="text-sm text-stone-700" aria-live="polite" data-testid="checkout-discount-preview">
        {off === null || off > subtotal ? "" : s.discountPreview(formatPrice(-off), formatPrice(subtotal - off))}
      </p>
    </fieldset>
  );
}
