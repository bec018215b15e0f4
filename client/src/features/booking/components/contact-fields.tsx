import { useId } from "react";
import { InputField } from "@/components/ui/form-field";
import { useI18n } from "@/lib/i18n/use-i18n";
import type { ContactField } from "../utils/booking-form";

export function ContactFields({
  values,
  onChange,
  marketingOptIn,
  onMarketingOptInChange,
}: {
  values: Record<ContactField, string>;
  onChange: (field: ContactField, value: string) => void;
  marketingOptIn: boolean;
  onMarketingOptInChange: (value: boolean) => void;
}) {
  const { t } = useI18n();
  const baseId = useId();
  const fields: Array<{ field: ContactField; label: string; type: string; autoComplete: string; inputMode?: "email" | "tel"; hint?: string }> = [
    { field: "customerName", label: t.booking.name, type: "text", autoComplete: "name" },
    { field: "customerEmail", label: t.booking.email, type: "email", autoComplete: "email", inputMode: "email" },
    // Ten digits valid on both sides of the border are read as American, so a Mexican number needs its +52.
    { field: "customerPhone", label: t.booking.phone, type: "tel", autoComplete: "tel", inputMode: "tel", hint: t.booking.phoneHint },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ field, ...input }) => (
        <InputField
          key={field}
          id={`${baseId}-${field}`}
          name={field}
          {...input}
          value={values[field]}
          onValueChange={(value) => onChange(field, value)}
          className={field === "customerName" ? "sm:col-span-2" : undefined}
        />
      ))}
      <label className="flex items-start gap-3 text-sm text-stone-700 sm:col-span-2">
        <input
          type="checkbox"
          name="marketingOptIn"
          className="mt-0.5 size-5 shrink-0 accent-plum-700"
          checked={marketingOptIn}
          onChange={(event) => onMarketingOptInChange(event.target.checked)}
        />
        <span>{t.booking.marketingOptIn}</span>
      </label>
    </div>
  );
}
