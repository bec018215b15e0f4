import { useId, type FormEvent } from "react";
import { staffFormSchema } from "@shared/admin-api";
import type { AdminStaffMember } from "@shared/admin-catalogue-api";
import { FormDialog } from "@/components/ui/form-dialog";
import { InputField } from "@/components/ui/form-field";
import { SwitchField } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useFormState } from "@/lib/use-form-state";
import { useCreateStaff } from "../api/create-staff";
import { useUpdateStaff } from "../api/update-staff";
import { useStaffStrings } from "../i18n/strings";

interface FormValues {
  nameEn: string;
  nameEs: string;
  email: string;
  photoUrl: string;
  active: boolean;
  /** As typed; sent as a number, which the server checks is a whole percent from 0 to 100. */
  commissionPercent: string;
}

const EMPTY_FORM: FormValues = { nameEn: "", nameEs: "", email: "", photoUrl: "", active: true, commissionPercent: "0" };

/** "40" → 40; anything that is not a plain number (empty included) stays a non-number for the schema to refuse. */
const typedPercent = (typed: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(typed) ? Number(typed) : Number.NaN);

/** The specialty is shown on the cards but is never part of the form, so it cannot reach the request. */
function valuesOf(member: AdminStaffMember): FormValues {
  return {
    nameEn: member.nameEn,
    nameEs: member.nameEs,
    email: member.email ?? "",
    photoUrl: member.photoUrl ?? "",
    active: member.active,
    commissionPercent: String(member.commissionPercent),
  };
}

/** Mount it with a new key per opening: the form state starts from `member`, or empty in add mode. */
interface StaffFormDialogProps {
  /** The member to edit; null adds a new one. */
  member: AdminStaffMember | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function StaffFormDialog({ member, open, onOpenChange }: StaffFormDialogProps) {
  const s = useStaffStrings();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const { values, errors, set, validate } = useFormState<FormValues>(() => (member ? valuesOf(member) : EMPTY_FORM));
  const baseId = useId();
  const isPending = create.isPending || update.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = validate(staffFormSchema.safeParse({ ...values, commissionPercent: typedPercent(values.commissionPercent) }), (message) => s.validation[message] ?? message);
    if (!data) return;
    const done = (message: string) => () => {
      toast({ title: s.success, description: message });
      onOpenChange(false);
    };
    const failed = (fallback: string) => (error: unknown) =>
      toast({ variant: "destructive", title: s.error, description: errorMessage(error, fallback) });
    if (member) {
      update.mutate({ id: member.id, payload: data }, { onSuccess: done(s.updated), onError: failed(s.updateFailed) });
    } else {
      create.mutate(data, { onSuccess: done(s.added), onError: failed(s.addFailed) });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={member ? s.editTitle : s.addTitle}
      description={s.formDescription}
      closeLabel={s.close}
      cancelLabel={s.cancel}
      submitLabel={s.save}
      pendingLabel={s.saving}
      pending={isPending}
      onSubmit={handleSubmit}
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
      <InputField
        id={`${baseId}-email`}
        label={s.email}
        error={errors.email}
        type="email"
        autoComplete="off"
        value={values.email}
        onValueChange={(value) => set("email", value)}
      />
      <InputField
        id={`${baseId}-photoUrl`}
        label={s.photoUrl}
        error={errors.photoUrl}
        type="url"
        autoComplete="off"
        value={values.photoUrl}
        onValueChange={(value) => set("photoUrl", value)}
      />
      <InputField
        id={`${baseId}-commission`}
        label={s.commission}
        hint={s.commissionHint}
        error={errors.commissionPercent}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={values.commissionPercent}
        onValueChange={(value) => set("commissionPercent", value)}
      />
      <SwitchField
        id={`${baseId}-active`}
        label={s.active}
        switchLabel={s.activeSwitch}
        checked={values.active}
        onCheckedChange={(checked) => set("active", checked)}
      />
    </FormDialog>
  );
}
