import { useId, type FormEvent } from "react";
import { needsAcrylicCategory, serviceOptionFormSchema, serviceOptionUpdateSchema } from "@shared/admin-api";
import { OPTION_DURATION_SLIDER, OPTION_PRICE_SLIDER, type AdminServiceOption } from "@shared/admin-catalogue-api";
import { ACRYLIC_CATEGORIES } from "@shared/booking-rules";
import { SERVICE_IDS } from "@shared/catalogue";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField, InputField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { SwitchField } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useFormState } from "@/lib/use-form-state";
import { formatPrice } from "@/lib/format";
import { useCreateServiceOption } from "../api/create-service-option";
import { useUpdateServiceOption, type ServiceOptionChanges } from "../api/update-service-option";
import { useLoggedOutRedirect } from "../hooks/use-logged-out-redirect";
import { useOptionStrings } from "../i18n/strings";
import { SliderField } from "./slider-field";

interface FormValues {
  nameEn: string;
  nameEs: string;
  durationMinutes: number;
  price: number;
  /** Text, so a non-number can be typed; anything that is not a whole number is saved as 0. */
  displayOrder: string;
  /** "" until one is chosen; only acrylic options have one. */
  category: string;
  includesEn: string;
  includesEs: string;
  active: boolean;
}

const INCLUDES_FIELDS = ["includesEn", "includesEs"] as const;
const EDITABLE_FIELDS = ["nameEn", "nameEs", "durationMinutes", "price", "displayOrder", "active"] as const;

/** Only the pedicure dialog shows what an option includes. */
const showsIncludes = (parentServiceId: string) => parentServiceId === SERVICE_IDS.pedicure;

const EMPTY_FORM: FormValues = {
  nameEn: "",
  nameEs: "",
  durationMinutes: OPTION_DURATION_SLIDER.defaultValue,
  price: OPTION_PRICE_SLIDER.defaultValue,
  displayOrder: "0",
  category: "",
  includesEn: "",
  includesEs: "",
  active: true,
};

function valuesOf(option: AdminServiceOption): FormValues {
  return {
    nameEn: option.nameEn,
    nameEs: option.nameEs,
    durationMinutes: option.durationMinutes,
    price: option.price,
    displayOrder: String(option.displayOrder),
    category: option.category ?? "",
    includesEn: option.includesEn ?? "",
    includesEs: option.includesEs ?? "",
    active: option.active,
  };
}

type CheckedValues = Omit<FormValues, "displayOrder"> & { displayOrder: number };

/**
 * The shown fields the admin changed. An edit never clears what the form could not display, and a value
 * left as stored is not sent: the API checks only what changes, so a default option whose price or
 * duration lies outside the sliders' ranges (lashes at $850) can still be renamed or hidden.
 */
function editedFields(values: CheckedValues, option: AdminServiceOption, shownFields: ReadonlyArray<keyof FormValues>): Partial<CheckedValues> {
  const stored: CheckedValues = { ...valuesOf(option), displayOrder: option.displayOrder };
  return Object.fromEntries(shownFields.filter((field) => values[field] !== stored[field]).map((field) => [field, values[field]]));
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
  const { values, errors, set, validate } = useFormState<FormValues>(() => (option ? valuesOf(option) : EMPTY_FORM));
  const baseId = useId();
  const isPending = create.isPending || update.isPending;
  const hasCategory = needsAcrylicCategory(parentServiceId);
  const hasIncludes = showsIncludes(parentServiceId);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field says it: anything but a whole number counts as 0 (the API itself refuses anything else).
    const displayOrder = /^\s*-?\d+\s*$/.test(values.displayOrder) ? Number(values.displayOrder) : 0;
    const translate = (message: string) => s.validation[message] ?? message;
    const onSuccess = (message: string) => () => {
      toast({ title: s.success, description: message });
      onOpenChange(false);
    };
    const onError = (error: unknown) => {
      if (!handleLoggedOut(error)) toast({ variant: "destructive", title: s.error, description: errorMessage(error, s.saveFailed) });
    };
    if (option) {
      const shownFields = [...EDITABLE_FIELDS, ...(hasCategory ? (["category"] as const) : []), ...(hasIncludes ? INCLUDES_FIELDS : [])];
      const edited = editedFields({ ...values, displayOrder }, option, shownFields);
      const parsed = validate(serviceOptionUpdateSchema.safeParse(edited), translate);
      // The schema fills in defaults for the fields left out; only the edited ones are sent.
      const changes = parsed && (Object.fromEntries(Object.entries(parsed).filter(([field]) => field in edited)) as ServiceOptionChanges);
      if (changes) update.mutate({ id: option.id, changes }, { onSuccess: onSuccess(s.updated), onError });
    } else {
      const data = validate(serviceOptionFormSchema.safeParse({ ...values, displayOrder, parentServiceId }), translate);
      if (data) create.mutate(data, { onSuccess: onSuccess(s.added), onError });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={option ? s.editTitle : s.addTitle}
      description={s.formDescription}
      closeLabel={s.close}
      cancelLabel={s.cancel}
      submitLabel={s.save}
      pendingLabel={s.saving}
      pending={isPending}
      onSubmit={handleSubmit}
      formClassName="gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id={`${baseId}-nameEn`}
          label={s.nameEn}
          required
          error={errors.nameEn}
          autoComplete="off"
          value={values.nameEn}
          onValueChange={(value) => set("nameEn", value)}
        />
        <InputField
          id={`${baseId}-nameEs`}
          label={s.nameEs}
          required
          error={errors.nameEs}
          autoComplete="off"
          value={values.nameEs}
          onValueChange={(value) => set("nameEs", value)}
        />
      </div>
      {hasCategory ? (
        <FormField id={`${baseId}-category`} label={s.category} required error={errors.category}>
          {(control) => (
            <NativeSelect
              {...control}
              className="max-w-60"
              value={values.category}
              onChange={(event) => set("category", event.target.value)}
            >
              <option value="" disabled>
                {s.chooseCategory}
              </option>
              {ACRYLIC_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {s.categories[category]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}
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
      {hasIncludes ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {INCLUDES_FIELDS.map((field) => (
            <FormField key={field} id={`${baseId}-${field}`} label={s[field]} error={errors[field]}>
              {(control) => (
                <Textarea {...control} className="min-h-20" value={values[field]} onChange={(event) => set(field, event.target.value)} />
              )}
            </FormField>
          ))}
        </div>
      ) : null}
      <SwitchField
        id={`${baseId}-active`}
        label={s.activeLabel}
        switchLabel={s.activeSwitch}
        checked={values.active}
        onCheckedChange={(checked) => set("active", checked)}
      />
    </FormDialog>
  );
}
