import { useId, useState } from "react";
import type { PublicServiceOption } from "@shared/api";
import { ACRYLIC_CATEGORIES } from "@shared/booking-rules";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { useI18n } from "@/lib/i18n/use-i18n";
import { formatPrice, localizedName } from "@/lib/format";
import { formatPriceDelta } from "../utils/localized";

type AcrylicCategory = (typeof ACRYLIC_CATEGORIES)[number];

/** Technique and type change the length's price and time: "+$120.00", "-$50.00 · -20 min". */
function describeAdjustment(option: PublicServiceOption, minutes: (value: number) => string): string | undefined {
  const parts = [formatPriceDelta(option.price)];
  if (option.durationMinutes !== 0) parts.push(`${option.durationMinutes > 0 ? "+" : ""}${minutes(option.durationMinutes)}`);
  return parts.filter(Boolean).join(" · ") || undefined;
}

interface AcrylicDialogProps {
  open: boolean;
  options: readonly PublicServiceOption[];
  onOpenChange: (open: boolean) => void;
  onConfirm: (optionIds: string[]) => void;
}

export function AcrylicDialog({ open, options, onOpenChange, onConfirm }: AcrylicDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t.common.close} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t.dialogs.acrylicTitle}</DialogTitle>
          <DialogDescription>{t.dialogs.acrylicDescription}</DialogDescription>
        </DialogHeader>
        <AcrylicForm options={options} onCancel={() => onOpenChange(false)} onConfirm={onConfirm} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so every opening starts from a blank choice. */
function AcrylicForm({
  options,
  onCancel,
  onConfirm,
}: {
  options: readonly PublicServiceOption[];
  onCancel: () => void;
  onConfirm: (optionIds: string[]) => void;
}) {
  const { t, language } = useI18n();
  const baseId = useId();
  const [choice, setChoice] = useState<Record<AcrylicCategory, string>>({ length: "", technique: "", type: "" });
  const complete = ACRYLIC_CATEGORIES.every((category) => choice[category] !== "");
  const titles: Record<AcrylicCategory, string> = {
    length: t.dialogs.acrylicLength,
    technique: t.dialogs.acrylicTechnique,
    type: t.dialogs.acrylicType,
  };

  return (
    <>
      <div className="space-y-5">
        {ACRYLIC_CATEGORIES.map((category) => {
          const headingId = `${baseId}-${category}`;
          const inCategory = options.filter((option) => option.category === category);
          return (
            <fieldset key={category}>
              <legend id={headingId} className="mb-2 font-semibold text-stone-900">
                {titles[category]}
              </legend>
              <RadioGroup
                aria-labelledby={headingId}
                value={choice[category]}
                onValueChange={(value) => setChoice((current) => ({ ...current, [category]: value }))}
                className={category === "length" ? "grid-cols-2 sm:grid-cols-3" : "sm:grid-cols-2"}
              >
                {inCategory.map((option) => (
                  <RadioCard
                    key={option.id}
                    value={option.id}
                    data-option-id={option.id}
                    className={category === "length" ? "px-3 py-2" : undefined}
                    title={localizedName(option, language)}
                    detail={category === "length" ? formatPrice(option.price) : describeAdjustment(option, t.common.minutes)}
                  />
                ))}
              </RadioGroup>
            </fieldset>
          );
        })}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t.common.cancel}
        </Button>
        <Button disabled={!complete} onClick={() => onConfirm(ACRYLIC_CATEGORIES.map((category) => choice[category]))}>
          {t.dialogs.addService}
        </Button>
      </DialogFooter>
    </>
  );
}
