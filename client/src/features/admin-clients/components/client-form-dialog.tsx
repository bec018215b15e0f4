import { useId, useState, type FormEvent, type ReactNode } from "react";
import { clientFormSchema, type AdminClient } from "@shared/admin-api";
import { MEMBERSHIP_TIERS } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/query-client";
import { useCreateClient } from "../api/create-client";
import { useUpdateClient } from "../api/update-client";
import { useClientStrings } from "../i18n/strings";
import { Switch } from "./switch";

type Tier = (typeof MEMBERSHIP_TIERS)[number];

interface FormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  profileImageUrl: string;
  membershipTier: Tier;
  marketingOptIn: boolean;
}
type FieldName = keyof FormValues;
type FieldErrors = Partial<Record<FieldName, string>>;

const EMPTY_FORM: FormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  profileImageUrl: "",
  membershipTier: "regular",
  marketingOptIn: false,
};

function valuesOf(client: AdminClient): FormValues {
  return {
    firstName: client.firstName ?? "",
    lastName: client.lastName ?? "",
    email: client.email ?? "",
    phone: client.phone ?? "",
    profileImageUrl: client.profileImageUrl ?? "",
    membershipTier: client.membershipTier === "vip" ? "vip" : "regular",
    marketingOptIn: client.marketingOptIn,
  };
}

/** Mount it with a new key per opening: the form state starts from `client`, or empty in add mode. */
interface ClientFormDialogProps {
  /** The client to edit; null adds a new one. */
  client: AdminClient | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ClientFormDialog({ client, open, onOpenChange }: ClientFormDialogProps) {
  const s = useClientStrings();
  const create = useCreateClient();
  const update = useUpdateClient();
  const [values, setValues] = useState<FormValues>(() => (client ? valuesOf(client) : EMPTY_FORM));
  const [errors, setErrors] = useState<FieldErrors>({});
  const baseId = useId();
  const isPending = create.isPending || update.isPending;

  const set = <K extends FieldName>(field: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const translate = (message: string) => s.validation[message] ?? message;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = clientFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        next[field] ??= translate(issue.message);
      }
      setErrors(next);
      return;
    }
    const onError = (error: unknown) =>
      toast({ variant: "destructive", title: s.error, description: errorMessage(error, s.saveFailed) });
    if (client) {
      update.mutate(
        { id: client.id, payload: parsed.data },
        {
          onSuccess: () => {
            toast({ title: s.success, description: s.updated });
            onOpenChange(false);
          },
          onError,
        },
      );
    } else {
      create.mutate(parsed.data, {
        onSuccess: () => {
          toast({ title: s.success, description: s.added });
          onOpenChange(false);
        },
        onError,
      });
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
          <DialogTitle>{client ? s.editTitle : s.addTitle}</DialogTitle>
          <DialogDescription>{s.formDescription}</DialogDescription>
        </DialogHeader>
        {/* noValidate: the shared zod schema gives the messages, not the browser's own bubbles. */}
        <form className="grid gap-4" noValidate onSubmit={handleSubmit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${baseId}-firstName`}>
                {s.firstName} <span aria-hidden>*</span>
              </Label>
              <Input
                {...field("firstName")}
                aria-required
                autoComplete="off"
                value={values.firstName}
                onChange={(event) => set("firstName", event.target.value)}
              />
              {fieldError("firstName")}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${baseId}-lastName`}>
                {s.lastName} <span aria-hidden>*</span>
              </Label>
              <Input
                {...field("lastName")}
                aria-required
                autoComplete="off"
                value={values.lastName}
                onChange={(event) => set("lastName", event.target.value)}
              />
              {fieldError("lastName")}
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
            <Label htmlFor={`${baseId}-phone`}>{s.phone}</Label>
            <Input
              {...field("phone")}
              type="tel"
              autoComplete="off"
              value={values.phone}
              onChange={(event) => set("phone", event.target.value)}
            />
            {fieldError("phone")}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${baseId}-profileImageUrl`}>{s.profileImageUrl}</Label>
            <Input
              {...field("profileImageUrl")}
              type="url"
              autoComplete="off"
              value={values.profileImageUrl}
              onChange={(event) => set("profileImageUrl", event.target.value)}
            />
            {fieldError("profileImageUrl")}
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-semibold text-stone-800">{s.membershipTier}</legend>
            <div className="grid grid-cols-2 gap-2">
              {MEMBERSHIP_TIERS.map((tier) => (
                <label
                  key={tier}
                  className="flex cursor-pointer items-center gap-2 rounded-xl border border-stone-300 px-4 py-3 has-[:checked]:border-plum-700 has-[:checked]:bg-plum-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-plum-600"
                >
                  <input
                    type="radio"
                    name={`${baseId}-tier`}
                    value={tier}
                    checked={values.membershipTier === tier}
                    onChange={() => set("membershipTier", tier)}
                    className="size-4 accent-plum-700"
                  />
                  <span className="font-medium text-stone-900">{tier === "vip" ? s.vip : s.regular}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-1.5">
            <span className="text-sm font-semibold text-stone-800">{s.marketing}</span>
            <div className="flex items-center gap-3">
              <Switch
                id={`${baseId}-marketing`}
                checked={values.marketingOptIn}
                onCheckedChange={(checked) => set("marketingOptIn", checked)}
              />
              <Label htmlFor={`${baseId}-marketing`} className="font-normal text-stone-800">
                {s.marketingSwitch}
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
