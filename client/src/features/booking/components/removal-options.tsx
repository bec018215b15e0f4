import { useId } from "react";
import { REMOVALS } from "@shared/catalogue";
import { Checkbox } from "@/components/ui/checkbox";
import { useI18n } from "@/lib/i18n/use-i18n";
import { formatPrice, localizedName } from "@/lib/format";
import type { RemovalField } from "../utils/booking-form";

const REMOVAL_FIELDS: Array<{ field: RemovalField; removal: (typeof REMOVALS)[keyof typeof REMOVALS] }> = [
  { field: "needsAcrylicRemoval", removal: REMOVALS.acrylic },
  { field: "needsGelishRemoval", removal: REMOVALS.gelish },
];

export function RemovalOptions({
  values,
  onChange,
}: {
  values: Record<RemovalField, boolean>;
  onChange: (field: RemovalField, value: boolean) => void;
}) {
  const { t, language } = useI18n();
  const baseId = useId();
  return (
    <fieldset className="rounded-2xl border border-plum-200 bg-plum-50/60 p-4">
      <legend className="px-1 font-display text-lg font-semibold text-plum-950">{t.booking.removals}</legend>
      <p className="mb-3 text-sm text-stone-700">{t.booking.removalsHint}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {REMOVAL_FIELDS.map(({ field, removal }) => {
          const id = `${baseId}-${field}`;
          return (
            <div key={field} className="flex min-h-11 items-center gap-3 rounded-xl bg-white px-3 py-2">
              <Checkbox id={id} checked={values[field]} onCheckedChange={(checked) => onChange(field, checked === true)} data-removal={removal.id} />
              <label htmlFor={id} className="flex flex-1 cursor-pointer flex-wrap justify-between gap-x-2 text-sm">
                <span className="font-semibold text-stone-900">{localizedName(removal, language)}</span>
                <span className="text-stone-700">
                  <span className="whitespace-nowrap">+{formatPrice(removal.price)}</span> ·{" "}
                  <span className="whitespace-nowrap">+{t.common.minutes(removal.durationMinutes)}</span>
                </span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
