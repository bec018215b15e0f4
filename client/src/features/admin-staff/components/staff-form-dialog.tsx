import { useId, useState, type FormEvent, type ReactNode } from "react";
import { staffFormSchema } from "@shared/admin-api";
import type { AdminStaffMember } from "@shared/admin-catalogue-api";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/query-client";
import { useCreateStaff } from "../api/create-staff";
import { useUpdateStaff } from "../api/update-staff";
import { useStaffStrings } from "../i18n/strings";
import { Switch } from "./switch";

interface FormValues {
  nameEn: string;
  nameEs: string;
  email: string;
  photoUrl: string;
  active: boolean;
}
type FieldName = keyof FormValues;
type FieldErrors = Partial<Record<FieldName, string>>;

const EMPTY_FORM: FormValues = { nameEn: "", nameEs: "", email: "", photoUrl: "", active: true };

/** The specialty is never part of the form (spec 001 §3), so it cannot reach the request. */
function valuesOf(member: AdminStaffMember): FormValues {
  return {
    nameEn: member.nameEn,
    nameEs: member.nameEs,
    email: member.email ?? "",
    photoUrl: member.photoUrl ?? "",
    active: member.active,
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
  const [values, setValues] = useState<FormValues>(() => (member ? valuesOf(member) : EMPTY_FORM));
  const [errors, setErrors] = useState<FieldErrors>({});
  const baseId = useId();
  const isPending = create.isPending || update.isPending;

  const set = <K extends FieldName>(field: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = staffFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        next[field] ??= s.validation[issue.message] ?? issue.message;
      }
      setErrors(next);
      return;
    }
    const done = (message: string) => () => {
      toast({ title: s.success, description: message });
      onOpenChange(false);
    };
    const failed = (fallback: string) => (error: unknown) =>
      toast({ variant: "destructive", title: s.error, description: errorMessage(error, fallback) });
    if (member) {
      update.mutate({ id: member.id, payload: parsed.data }, { onSuccess: done(s.updated), onError: failed(s.updateFailed) });
    } else {
      create.mutate(parsed.data, { onSuccess: done(s.added), onError: failed(s.addFailed) });
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
          <DialogTitle>{member ? s.editTitle : s.addTitle}</DialogTitle>
          <DialogDescription>{s.formDescription}</DialogDescription>
        </DialogHeader>
        {/* noValidate: the shared zod schema gives the messages, not the browser's own bubbles. */}
        <form className="grid gap-4" noValidate onSubmit={handleSubmit}>
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
          <div className="grid gap-1.5">
            <Label htmlFor={`${baseId}-email`}>{s.email}</Label>
            <Input
              {...field("email")}
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(event) => set("email", event.target.value)}
            />
            {fieldError("email")}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${baseId}-photoUrl`}>{s.photoUrl}</Label>
            <Input
              {...field("photoUrl")}
              type="url"
              autoComplete="off"
              value={values.photoUrl}
              onChange={(event) => set("photoUrl", event.target.value)}
            />
            {fieldError("photoUrl")}
          </div>
          <div className="grid gap-1.5">
            <span className="text-sm font-semibold text-stone-800">{s.active}</span>
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
