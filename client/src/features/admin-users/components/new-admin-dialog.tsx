import { UserPlus } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { IssuedCredentials } from "@shared/admin-accounts-api";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { InputField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { errorMessage } from "@/lib/api-client";
import { useCreateAdmin } from "../api/create-admin";
import { useUserStrings } from "../i18n/strings";

const EMPTY = { username: "", firstName: "", lastName: "", adminLevel: "admin" as "admin" | "superadmin" };

/** A superadmin adds an admin; the one-time password comes back to `onCreated`, to be shown once. */
export function NewAdminDialog({ onCreated }: { onCreated: (credentials: IssuedCredentials) => void }) {
  const s = useUserStrings();
  const create = useCreateAdmin();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const baseId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(form, {
      onSuccess: (credentials) => {
        setOpen(false);
        setForm(EMPTY);
        onCreated(credentials);
      },
    });
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden />
        {s.newAdmin}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={s.newAdminTitle}
        description={s.newAdminIntro}
        closeLabel={s.close}
        cancelLabel={s.cancel}
        submitLabel={s.createAdmin}
        pendingLabel={s.creating}
        pending={create.isPending}
        onSubmit={submit}
      >
        <InputField id={`${baseId}-username`} label={s.username} required value={form.username} autoComplete="off" onValueChange={(username) => setForm({ ...form, username })} />
        <InputField id={`${baseId}-first`} label={s.firstName} value={form.firstName} onValueChange={(firstName) => setForm({ ...form, firstName })} />
        <InputField id={`${baseId}-last`} label={s.lastName} value={form.lastName} onValueChange={(lastName) => setForm({ ...form, lastName })} />
        <div className="grid gap-1.5">
          <Label htmlFor={`${baseId}-level`}>{s.adminLevel}</Label>
          <NativeSelect
            id={`${baseId}-level`}
            value={form.adminLevel}
            onChange={(event) => setForm({ ...form, adminLevel: event.target.value === "superadmin" ? "superadmin" : "admin" })}
          >
            <option value="admin">{s.levels.admin}</option>
            <option value="superadmin">{s.levels.superadmin}</option>
          </NativeSelect>
        </div>
        {create.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
            {errorMessage(create.error, s.createFailed)}
          </p>
        ) : null}
      </FormDialog>
    </>
  );
}
