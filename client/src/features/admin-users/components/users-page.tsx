import { ShieldAlert } from "lucide-react";
import { useState } from "react";
import type { IssuedCredentials } from "@shared/admin-accounts-api";
import { Card, CardContent } from "@/components/ui/card";
import { LoadErrorCard } from "@/components/ui/load-error-card";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentAdmin } from "@/lib/current-admin";
import { useUsers } from "../api/get-users";
import { useUserStrings } from "../i18n/strings";
import { CredentialsDialog } from "./credentials-dialog";
import { NewAdminDialog } from "./new-admin-dialog";
import { UserCard } from "./user-card";

export default function UsersPage() {
  const s = useUserStrings();
  const admin = useCurrentAdmin();
  const isSuperAdmin = admin.data?.isSuperAdmin ?? false;
  const users = useUsers(isSuperAdmin);
  const [issued, setIssued] = useState<IssuedCredentials | null>(null);

  if (admin.isPending) return <Spinner label={s.loading} />;
  if (!isSuperAdmin) {
    return (
      <Card role="alert" className="border-red-200">
        <CardContent className="flex items-center gap-3 pt-5 sm:pt-6">
          <ShieldAlert className="size-6 shrink-0 text-red-700" aria-hidden />
          <p className="font-semibold text-red-900">{s.accessDenied}</p>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        actions={<NewAdminDialog onCreated={setIssued} />}
        title={s.title}
        description={
          <>
            {s.subtitle}
            {users.isSuccess ? <span className="tabular-nums"> · {s.count(users.data.length)}</span> : null}
          </>
        }
      />
      {users.isPending ? (
        <Spinner label={s.loading} />
      ) : users.isError ? (
        <LoadErrorCard message={s.loadError} retryLabel={s.retry} onRetry={() => void users.refetch()} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={s.title}>
          {users.data.map((user) => (
            <UserCard key={user.id} user={user} isSelf={user.id === admin.data?.id} onCredentials={setIssued} />
          ))}
        </ul>
      )}
      <CredentialsDialog credentials={issued} onClose={() => setIssued(null)} />
    </div>
  );
}
