import { Search, UserPlus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { AdminClient } from "@shared/admin-api";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadErrorCard } from "@/components/ui/load-error-card";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useClients } from "../api/get-clients";
import { useClientStrings } from "../i18n/strings";
import { matchesSearch } from "../utils/clients";
import { ClientCard } from "./client-card";
import { ClientFormDialog } from "./client-form-dialog";

export default function ClientsPage() {
  const s = useClientStrings();
  const clients = useClients();
  const [search, setSearch] = useState("");
  const [dialog, setDialog] = useState<{ open: boolean; client: AdminClient | null; key: number }>({
    open: false,
    client: null,
    key: 0,
  });
  const searchId = useId();

  // Once per failed load: not again on a re-render or a language switch while the error panel shows.
  const failedAt = clients.isError ? clients.errorUpdatedAt : 0;
  const toastedFailure = useRef(0);
  useEffect(() => {
    if (!failedAt || failedAt === toastedFailure.current) return;
    toastedFailure.current = failedAt;
    toast({ variant: "destructive", title: s.error, description: s.loadErrorToast });
  }, [failedAt, s]);

  const openDialog = (client: AdminClient | null) => setDialog((current) => ({ open: true, client, key: current.key + 1 }));

  const all = clients.data ?? [];
  const visible = all.filter((client) => matchesSearch(client, search));
  const vipCount = all.filter((client) => client.membershipTier === "vip").length;

  return (
    <div className="grid gap-6">
      <PageHeader
        title={s.title}
        description={clients.isSuccess ? s.counts(all.length, vipCount) : null}
        descriptionClassName="tabular-nums"
        actions={
          <Button onClick={() => openDialog(null)}>
            <UserPlus aria-hidden />
            {s.addClient}
          </Button>
        }
      />

      {clients.isPending ? (
        <Spinner label={s.loading} />
      ) : clients.isError ? (
        <LoadErrorCard
          title={s.loadErrorTitle}
          message={s.loadErrorBody}
          retryLabel={s.retry}
          onRetry={() => void clients.refetch()}
        />
      ) : (
        <>
          <div className="grid max-w-md gap-1.5">
            <Label htmlFor={searchId}>{s.searchLabel}</Label>
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-stone-600" aria-hidden />
              <Input
                id={searchId}
                type="search"
                className="pl-10"
                placeholder={s.searchPlaceholder}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </div>
          {visible.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600" role="status">
              {search.trim() ? s.emptySearch(search.trim()) : s.emptyAll}
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={s.title}>
              {visible.map((client) => (
                <ClientCard key={client.id} client={client} onEdit={() => openDialog(client)} />
              ))}
            </ul>
          )}
        </>
      )}

      <ClientFormDialog
        key={dialog.key}
        client={dialog.client}
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </div>
  );
}
