import type { PublicServiceOption } from "@shared/api";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useI18n } from "@/lib/i18n/use-i18n";
import { formatPrice, localizedName } from "@/lib/format";

interface PedicureDialogProps {
  open: boolean;
  options: readonly PublicServiceOption[];
  onOpenChange: (open: boolean) => void;
  onChoose: (optionId: string) => void;
}

/** Choosing a type adds the pedicure at once, with no separate confirm step, so each type is a plain button. */
export function PedicureDialog({ open, options, onOpenChange, onChoose }: PedicureDialogProps) {
  const { t, language } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t.common.close}>
        <DialogHeader>
          <DialogTitle>{t.dialogs.pedicureTitle}</DialogTitle>
          <DialogDescription>{t.dialogs.pedicureDescription}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          {options.map((option) => {
            const includes = language === "en" ? option.includesEn : option.includesEs;
            return (
              <li key={option.id}>
                <button
                  type="button"
                  onClick={() => onChoose(option.id)}
                  data-option-id={option.id}
                  className="flex w-full items-start gap-3 rounded-2xl border-2 border-plum-100 bg-white p-4 text-left hover:border-plum-400 hover:bg-plum-50 focus-visible:border-plum-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600"
                >
                  <span className="mt-0.5 size-5 shrink-0 rounded-full border-2 border-plum-700" aria-hidden />
                  <span className="flex flex-1 flex-col gap-1">
                    <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-semibold text-stone-900">{localizedName(option, language)}</span>
                      <span className="text-sm font-semibold text-plum-800">
                        <span className="whitespace-nowrap">{formatPrice(option.price)}</span> ·{" "}
                        <span className="whitespace-nowrap">{t.common.minutes(option.durationMinutes)}</span>
                      </span>
                    </span>
                    {includes ? (
                      <span className="text-sm text-stone-600">
                        <span className="font-medium text-stone-700">{t.dialogs.includes}</span> {includes}
                      </span>
                    ) : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
