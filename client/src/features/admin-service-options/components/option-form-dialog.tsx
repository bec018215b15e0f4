import { useId, useState, type FormEvent, type ReactNode } from "react";
import { serviceOptionFormSchema } from "@shared/admin-api";
import { OPTION_DURATION_SLIDER, OPTION_PRICE_SLIDER, type AdminServiceOption } from "@shared/admin-catalogue-api";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/query-client";
import { formatPrice } from "@/lib/utils";
import { useCreateServiceOption } from "../api/create-service-option";
import { useUpdateServiceOption } from "../api/update-service-option";
import { useLoggedOutRedirect } from "../hooks/use-logged-out-redirect";
import { useOptionStrings } from "../i18n/strings";
import { SliderField } from "./slider-field";
import { Switch } from "./switch";

interface FormValues {
  nameEn: string;
  nameEs: string;
  durationMinutes: number;
  price: number;
  /** Text, so a non-number can be typed and then counts as 0 (spec 001 §5). */
  displayOrder: string;
  active: boolean;
}
type FieldName = keyof FormValues;
type FieldErrors = Partial<Record<FieldName, string>>;

const EMPTY_FORM: FormValues = {
  nameEn: "",
  nameEs: "",
  durationMinutes: OPTION_DURATION_SLIDER.defaultValue,
  price: OPTION_PRICE_SLIDER.defaultValue,
  displayOrder: "0",
  active: true,
};

function valuesOf(option: AdminServiceOption): FormValues {
  return {
    nameEn: option.nameEn,
    nameEs: option.nameEs,
    durationMinutes: option.durationMinutes,
    price: option.price,
    displayOrder: String(option.displayOrder),
    active: option.active,
  };
}

/** Mount it with a new key per opening: the form state starts from `option`, or the defaults in add mode. */
interface OptionFormDialogProps {
  parentServiceId: string;
  /** The option to edit; null adds a new one. */
  option: AdminServiceOption | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function OptionFormDialog({ parentServiceId, option, open, onOpenChange }: OptionFormDialogProps) {
  const s = useOptionStrings();
  const create = useCreateServiceOption();
  const update = useUpdateServiceOption();
  const handleLoggedOut = useLoggedOutRedirect();
  const [values, setValues] = useState<FormValues>(() => (option ? valuesOf(option) : EMPTY_FORM));
  const [errors, setErrors] = useState<FieldErrors>({});
  const baseId = useId();
  const isPending = create.isPending || update.isPending;

  const set = <K extends FieldName>(field: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = serviceOptionFormSchema.safeParse({ ...values, parentServiceId });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        next[field] ??= s.validation[issue.message] ?? issue.message;
      }
      setErrors(next);
      return;
    }
    const onSuccess = (message: string) => () => {
      toast({ title: s.success, description: message });
      onOpenChange(false);
    };
    const onError = (error: unknown) => {
      if (!handleLoggedOut(error)) toast({ variant: "destructive", title: s.error, description: errorMessage(error, s.saveFailed) });
    };
    const { nameEn, nameEs, durationMinutes, price, displayOrder, active } = parsed.data;
    if (option) {
      update.mutate(
        { id: option.id, changes: { nameEn, nameEs, durationMinutes, price, displayOrder, active } },
        { onSuccess: onSuccess(s.updated), onError },
      );
    } else {
      create.mutate(parsed.data, { onSuccess: onSuccess(s.added), onError });
    }
  };

  const field = (name: FieldName) => ({
    id: `${baseId}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${baseId}-${name}-error` : undefined,
  });
  const fieldError = (name: FieldName): ReactNode =>
    errors[name] ? (
      <p id={`${baseId}-${name}-error`} className="text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent closeLabel={s.close}>
        <DialogHeader>
          <DialogTitle>{option ? s.editTitle : s.addTitle}</DialogTitle>
          <DialogDescription>{s.formDescription}</DialogDescription>
        </DialogHeader>
        {/* noValidate: the shared zod schema gives the messages, not the browser's own bubbles. */}
        <form className="grid gap-5" noValidate onSubmit={handleSubmit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${baseId}-nameEn`}>
                {s.nameEn} <span aria-hidden>*</span>
              </Label>
              <Input
                {...field("nameEn")}
                aria-required
                autoComplete="off"
                value={values.nameEn}
                onChange={(event) => set("nameEn", event.target.value)}
              />
              {fieldError("nameEn")}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${baseId}-nameEs`}>
                {s.nameEs} <span aria-hidden>*</span>
              </Label>
              <Input
                {...field("nameEs")}
                aria-required
                autoComplete="off"
                value={values.nameEs}
                onChange={(event) => set("nameEs", event.target.value)}
              />
              {fieldError("nameEs")}
            </div>
          </div>
          <SliderField
            label={s.duration}
            value={values.durationMinutes}
            min={OPTION_DURATION_SLIDER.min}
            max={OPTION_DURATION_SLIDER.max}
            step={OPTION_DURATION_SLIDER.step}
            format={s.minutes}
            onChange={(next) => set("durationMinutes", next)}
            disabled={isPending}
          />
          <SliderField
            label={s.price}
            value={values.price}
            min={OPTION_PRICE_SLIDER.min}
            max={OPTION_PRICE_SLIDER.max}
            step={OPTION_PRICE_SLIDER.step}
            format={formatPrice}
            onChange={(next) => set("price", next)}
            disabled={isPending}
          />
          <div className="grid gap-1.5">
            <Label htmlFor={`${baseId}-displayOrder`}>{s.displayOrder}</Label>
            <Input
              id={`${baseId}-displayOrder`}
              inputMode="numeric"
              autoComplete="off"
              className="max-w-40"
              aria-describedby={`${baseId}-displayOrder-hint`}
              value={values.displayOrder}
              onChange={(event) => set("displayOrder", event.target.value)}
            />
            <p id={`${baseId}-displayOrder-hint`} className="text-sm text-stone-600">
              {s.displayOrderHint}
            </p>
          </div>
          <div className="grid gap-1.5">
            <span className="text-sm font-semibold text-stone-800">{s.activeLabel}</span>
            <div className="flex items-center gap-3">
              <Switch id={`${baseId}-active`} checked={values.active} onCheckedChange={(checked) => set("active", checked)} />
              <Label htmlFor={`${baseId}-active`} className="font-normal text-stone-800">
                {s.activeSwitch}
              </Label>
            </div>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
              {s.cancel}
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? s.saving : s.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
