import { useId, type FormEvent } from "react";
import { clientFormSchema, type AdminClient } from "@shared/admin-api";
import { MEMBERSHIP_TIERS } from "@shared/schema";
import { FormDialog } from "@/components/ui/form-dialog";
import { InputField } from "@/components/ui/form-field";
import { SwitchField } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useFormState } from "@/lib/use-form-state";
import { useCreateClient } from "../api/create-client";
import { useUpdateClient } from "../api/update-client";
import { useClientStrings } from "../i18n/strings";

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
  const { values, errors, set, validate } = useFormState<FormValues>(() => (client ? valuesOf(client) : EMPTY_FORM));
  const baseId = useId();
  const isPending = create.isPending || update.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = validate(clientFormSchema.safeParse(values), (message) => s.validation[message] ?? message);
    if (!data) return;
    const onError = (error: unknown) =>
      toast({ variant: "destructive", title: s.error, description: errorMessage(error, s.saveFailed) });
    if (client) {
      update.mutate(
        { id: client.id, payload: data },
        {
          onSuccess: () => {
            toast({ title: s.success, description: s.updated });
            onOpenChange(false);
          },
          onError,
        },
      );
    } else {
      create.mutate(data, {
        onSuccess: () => {
          toast({ title: s.success, description: s.added });
          onOpenChange(false);
        },
        onError,
      });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={client ? s.editTitle : s.addTitle}
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
          id={`${baseId}-firstName`}
          label={s.firstName}
          required
          error={errors.firstName}
          autoComplete="off"
          value={values.firstName}
          onValueChange={(value) => set("firstName", value)}
        />
        <InputField
          id={`${baseId}-lastName`}
          label={s.lastName}
          required
          error={errors.lastName}
          autoComplete="off"
          value={values.lastName}
          onValueChange={(value) => set("lastName", value)}
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
        id={`${baseId}-phone`}
        label={s.phone}
        hint={s.phoneHint}
        error={errors.phone}
        type="tel"
        autoComplete="off"
        value={values.phone}
        onValueChange={(value) => set("phone", value)}
      />
      <InputField
        id={`${baseId}-profileImageUrl`}
        label={s.profileImageUrl}
        error={errors.profileImageUrl}
        type="url"
        autoComplete="off"
        value={values.profileImageUrl}
        onValueChange={(value) => set("profileImageUrl", value)}
      />
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
      <SwitchField
        id={`${baseId}-marketing`}
        label={s.marketing}
        switchLabel={s.marketingSwitch}
        checked={values.marketingOptIn}
        onCheckedChange={(checked) => set("marketingOptIn", checked)}
      />
    </FormDialog>
  );
}
