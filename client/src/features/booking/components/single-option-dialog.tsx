import { useId, useState } from "react";
import type { PublicServiceOption } from "@shared/api";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { useI18n } from "@/lib/i18n/use-i18n";
import { formatPrice, localizedName } from "@/lib/format";

interface SingleOptionDialogProps {
  open: boolean;
  title: string;
  options: readonly PublicServiceOption[];
  onOpenChange: (open: boolean) => void;
  onConfirm: (optionId: string) => void;
}

/** Eyelash type, eyebrow service, waxing area and (for admins) polish type: pick one, then confirm. */
export function SingleOptionDialog({ open, title, options, onOpenChange, onConfirm }: SingleOptionDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t.common.close}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t.dialogs.chooseOne}</DialogDescription>
        </DialogHeader>
        <SingleOptionForm title={title} options={options} onCancel={() => onOpenChange(false)} onConfirm={onConfirm} />
      </DialogContent>
    </Dialog>
  );
}

function SingleOptionForm({
  title,
  options,
  onCancel,
  onConfirm,
}: {
  title: string;
  options: readonly PublicServiceOption[];
  onCancel: () => void;
  onConfirm: (optionId: string) => void;
}) {
  const { t, language } = useI18n();
  const [chosen, setChosen] = useState("");
  const labelId = useId();
  return (
    <>
      <span id={labelId} className="sr-only">
        {title}
      </span>
      <RadioGroup aria-labelledby={labelId} value={chosen} onValueChange={setChosen}>
        {options.map((option) => (
          <RadioCard
            key={option.id}
            value={option.id}
            data-option-id={option.id}
            title={localizedName(option, language)}
            detail={t.common.minutes(option.durationMinutes)}
            trailing={formatPrice(option.price)}
          />
        ))}
      </RadioGroup>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t.common.cancel}
        </Button>
        <Button disabled={!chosen} onClick={() => onConfirm(chosen)}>
          {t.dialogs.addService}
        </Button>
      </DialogFooter>
    </>
  );
}
