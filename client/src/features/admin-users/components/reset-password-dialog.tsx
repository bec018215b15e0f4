import { KeyRound } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { IssuedCredentials } from "@shared/admin-accounts-api";
import type { UserListRow } from "@shared/admin-api";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { InputField } from "@/components/ui/form-field";
import { errorMessage } from "@/lib/api-client";
import { useResetPassword } from "../api/reset-password";
import { useUserStrings } from "../i18n/strings";

/**
 * Issues an admin a one-time password: after a forgotten password, or for a client just promoted here,
 * who is given a username first. Their sessions end; they choose their own password at the next sign-in.
 */
export function ResetPasswordDialog({ user, name, onIssued }: { user: UserListRow; name: string; onIssued: (credentials: IssuedCredentials) => void }) {
  const s = useUserStrings();
  const reset = useResetPassword();
  const [open, setOpen] = useState(false);
  const [username, setUsername] = useState("");
  const fieldId = useId();
  const needsUsername = !user.username;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset.mutate(
      { id: user.id, username: needsUsername ? username : undefined },
      {
        onSuccess: (credentials) => {
          setOpen(false);
          onIssued(credentials);
        },
      },
    );
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden />
        {needsUsername ? s.giveCredentials : s.resetPassword}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={needsUsername ? s.giveCredentialsTitle(name) : s.resetPasswordTitle(name)}
        description={s.resetPasswordIntro}
        closeLabel={s.close}
        cancelLabel={s.cancel}
        submitLabel={s.issuePassword}
        pendingLabel={s.creating}
        pending={reset.isPending}
        onSubmit={submit}
      >
        {needsUsername ? <InputField id={fieldId} label={s.username} required value={username} autoComplete="off" onValueChange={setUsername} /> : null}
        {reset.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
            {errorMessage(reset.error, s.createFailed)}
          </p>
        ) : null}
      </FormDialog>
    </>
  );
}
