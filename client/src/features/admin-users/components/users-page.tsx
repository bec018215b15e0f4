import { ShieldAlert } from "lucide-react";
import { useId, useState } from "react";
import type { IssuedCredentials } from "@shared/admin-accounts-api";
import { LIST_SEARCH_MAX } from "@shared/admin-lists";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { LoadErrorCard } from "@/components/ui/load-error-card";
import { PageHeader } from "@/components/ui/page-header";
import { Pager, useCursorPages } from "@/components/ui/pager";
import { SearchField } from "@/components/ui/search-field";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentAdmin } from "@/lib/current-admin";
import { USER_PAGE_SIZE, useUsers } from "../api/get-users";
import { useUserStrings } from "../i18n/strings";
import { CredentialsDialog } from "./credentials-dialog";
import { NewAdminDialog } from "./new-admin-dialog";
import { UserCard } from "./user-card";

export default function UsersPage() {
  const s = useUserStrings();
  const admin = useCurrentAdmin();
  const isSuperAdmin = admin.data?.isSuperAdmin ?? false;
  const [term, setTerm] = useState("");
  // The page manages admin accounts; clients are shown only when looking for one to make an admin.
  const [withClients, setWithClients] = useState(false);
  const pages = useCursorPages(`${withClients ? "all" : "admins"}:${term}`);
  const users = useUsers({ q: term || undefined, role: withClients ? "all" : undefined, cursor: pages.cursor }, isSuperAdmin);
  const clientsId = useId();
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
            {users.data ? <span className="tabular-nums"> · {s.count(users.data.total)}</span> : null}
          </>
        }
      />
      <SearchField label={s.searchLabel} placeholder={s.searchPlaceholder} maxLength={LIST_SEARCH_MAX} onSearch={setTerm}>
        <div className="flex items-center gap-2 pt-1">
          <Checkbox id={clientsId} checked={withClients} onCheckedChange={(checked) => setWithClients(checked === true)} />
          <Label htmlFor={clientsId}>{s.showClients}</Label>
        </div>
      </SearchField>
      {!users.data && users.isPending ? (
        <Spinner label={s.loading} />
      ) : !users.data ? (
        <LoadErrorCard message={s.loadError} retryLabel={s.retry} onRetry={() => void users.refetch()} />
      ) : users.data.rows.length === 0 && term ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600" role="status">
          {s.emptySearch(term)}
        </p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={s.title} aria-busy={users.isPlaceholderData}>
            {users.data.rows.map((user) => (
              <UserCard key={user.id} user={user} isSelf={user.id === admin.data?.id} onCredentials={setIssued} />
            ))}
          </ul>
          <UserPager pages={pages} page={users.data} busy={users.isPlaceholderData} />
        </>
      )}
      <CredentialsDialog credentials={issued} onClose={() => setIssued(null)} />
    </div>
  );
}

function UserPager({ pages, page, busy }: { pages: ReturnType<typeof useCursorPages>; page: { rows: unknown[]; total: number; nextCursor: string | null }; busy: boolean }) {
  const s = useUserStrings();
  const { nextCursor } = page;
  if (pages.index === 0 && !nextCursor) return null;
  const first = pages.index * USER_PAGE_SIZE + 1;
  return (
    <Pager
      label={s.pages}
      position={s.shown(Math.min(first, page.total), first + page.rows.length - 1, page.total)}
      previousLabel={s.previousPage}
      nextLabel={s.nextPage}
      onPrevious={pages.index > 0 && !busy ? pages.previous : undefined}
      onNext={nextCursor && !busy ? () => pages.next(nextCursor) : undefined}
    />
  );
}
