import { Mail } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { UserListRow } from "@shared/admin-api";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { InputField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useSetAdminEmail } from "../api/set-admin-email";
import { useUserStrings } from "../i18n/strings";

/** A superadmin sets an admin account's email (where that admin's campaign test sends go). */
export function EmailDialog({ user, name }: { user: UserListRow; name: string }) {
  const s = useUserStrings();
  const update = useSetAdminEmail();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(user.email ?? "");
  const fieldId = useId();

  const openDialog = () => {
    setEmail(user.email ?? "");
    update.reset();
    setOpen(true);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate(
      { id: user.id, email: email.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: s.emailSaved, description: name });
        },
      },
    );
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={openDialog}>
        <Mail aria-hidden />
        {user.email ? s.changeEmail : s.addEmail}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={s.emailTitle(name)}
        description={s.emailIntro}
        closeLabel={s.close}
        cancelLabel={s.cancel}
        submitLabel={s.saveEmail}
        pendingLabel={s.saving}
        pending={update.isPending}
        onSubmit={submit}
      >
        <InputField id={fieldId} label={s.email} type="email" autoComplete="off" maxLength={255} value={email} onValueChange={setEmail} />
        {update.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
            {errorMessage(update.error, s.emailFailed)}
          </p>
        ) : null}
      </FormDialog>
    </>
  );
}
