import { Lock } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAuthStrings } from "../i18n/strings";
import { isRefusal } from "@/lib/api-client";
import { useAdminLogin } from "../api/admin-login";

export function AdminLoginPage() {
  const s = useAuthStrings();
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const baseId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate({ username, password }, { onSuccess: () => navigate("/admin") });
  };

  let failure: string | null = null;
  if (login.isError) failure = isRefusal(login.error) ? s.invalidCredentials : s.connectionError;

  return (
    <div className="mx-auto max-w-md py-6">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 grid size-12 place-items-center rounded-full bg-plum-100 text-plum-800">
            <Lock className="size-6" aria-hidden />
          </span>
          <h1 className="font-display text-2xl font-semibold text-plum-950">{s.loginTitle}</h1>
          <CardDescription>{s.loginSubtitle}</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={handleSubmit}>
            <div className="grid gap-1.5">
              <Label htmlFor={`${baseId}-username`}>{s.username}</Label>
              <Input
                id={`${baseId}-username`}
                autoComplete="username"
                required
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${baseId}-password`}>{s.password}</Label>
              <Input
                id={`${baseId}-password`}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            {failure ? (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
                {failure}
              </p>
            ) : null}
            <Button type="submit" size="lg" disabled={login.isPending}>
              {login.isPending ? s.signingIn : s.signIn}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
