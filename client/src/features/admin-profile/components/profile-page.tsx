import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { InputField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useCurrentAdmin } from "@/lib/current-admin";
import { useUpdateProfile } from "../api/update-profile";
import { useProfileStrings } from "../i18n/strings";

/** The signed-in admin's own account: the email campaign test sends go to. */
export default function ProfilePage() {
  const s = useProfileStrings();
  const admin = useCurrentAdmin();
  if (!admin.data) return <Spinner label={s.loading} />;
  return (
    <div className="grid gap-6">
      <PageHeader title={s.title} description={s.subtitle} />
      <EmailForm key={admin.data.email ?? ""} saved={admin.data.email ?? ""} />
    </div>
  );
}

function EmailForm({ saved }: { saved: string }) {
  const s = useProfileStrings();
  const update = useUpdateProfile();
  const [email, setEmail] = useState(saved);
  const emailId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate(
      { email: email.trim() },
      {
        onSuccess: () => toast({ title: s.saved, description: email.trim() || undefined }),
        onError: (error) => toast({ variant: "destructive", title: s.saveFailed, description: errorMessage(error, s.saveFailed) }),
      },
    );
  };

  return (
    <Card className="max-w-lg">
      <CardContent className="pt-5 sm:pt-6">
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <InputField id={emailId} label={s.email} hint={s.emailHint} type="email" autoComplete="email" maxLength={255} value={email} onValueChange={setEmail} />
          <div>
            <Button type="submit" disabled={update.isPending || email.trim() === saved}>
              {update.isPending ? s.saving : s.save}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
