import { KeyRound } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { useChangePassword } from "../api/change-password";
import { useAuthStrings } from "../i18n/strings";

/** Shown instead of every back-office page while the admin signed in with a one-time password. */
export function ChoosePasswordPage() {
  const s = useAuthStrings();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [repeated, setRepeated] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const baseId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const differs = newPassword !== repeated;
    setMismatch(differs);
    if (!differs) change.mutate({ currentPassword, newPassword });
  };

  const failure = mismatch ? s.passwordsDiffer : change.isError ? errorMessage(change.error, s.connectionError) : null;
  const fields = [
    { key: "current", label: s.oneTimePassword, value: currentPassword, set: setCurrentPassword, autoComplete: "current-password" },
    { key: "new", label: s.newPassword, value: newPassword, set: setNewPassword, autoComplete: "new-password" },
    { key: "repeat", label: s.repeatPassword, value: repeated, set: setRepeated, autoComplete: "new-password" },
  ];

  return (
    <div className="mx-auto max-w-md py-6">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 grid size-12 place-items-center rounded-full bg-plum-100 text-plum-800">
            <KeyRound className="size-6" aria-hidden />
          </span>
          <h1 className="font-display text-2xl font-semibold text-plum-950">{s.choosePasswordTitle}</h1>
          <CardDescription>{s.choosePasswordIntro}</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={handleSubmit}>
            {fields.map((field) => (
              <div key={field.key} className="grid gap-1.5">
                <Label htmlFor={`${baseId}-${field.key}`}>{field.label}</Label>
                <Input
                  id={`${baseId}-${field.key}`}
                  type="password"
                  autoComplete={field.autoComplete}
                  required
                  minLength={field.key === "current" ? undefined : 8}
                  value={field.value}
                  onChange={(event) => field.set(event.target.value)}
                />
              </div>
            ))}
            {failure ? (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
                {failure}
              </p>
            ) : null}
            <Button type="submit" size="lg" disabled={change.isPending}>
              {change.isPending ? s.saving : s.savePassword}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
