import { UserPlus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { AdminClient } from "@shared/admin-api";
import { CLIENT_SORTS, LIST_SEARCH_MAX, type ClientSort } from "@shared/admin-lists";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { LoadErrorCard } from "@/components/ui/load-error-card";
import { PageHeader } from "@/components/ui/page-header";
import { Pager, useCursorPages } from "@/components/ui/pager";
import { SearchField } from "@/components/ui/search-field";
import { NativeSelect } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useClientCounts } from "../api/get-client-counts";
import { CLIENT_PAGE_SIZE, useClientPage } from "../api/get-clients";
import { useClientStrings } from "../i18n/strings";
import { ClientCard } from "./client-card";
import { ClientFormDialog } from "./client-form-dialog";

function isClientSort(value: string): value is ClientSort {
  return (CLIENT_SORTS as readonly string[]).includes(value);
}

export default function ClientsPage() {
  const s = useClientStrings();
  const [term, setTerm] = useState("");
  const [sort, setSort] = useState<ClientSort>("recent");
  const pages = useCursorPages(JSON.stringify([term, sort]));
  const clients = useClientPage({ q: term || undefined, sort, cursor: pages.cursor });
  const counts = useClientCounts();
  const [dialog, setDialog] = useState<{ open: boolean; client: AdminClient | null; key: number }>({
    open: false,
    client: null,
    key: 0,
  });
  const sortId = useId();

  // Once per failed load: not again on a re-render or a language switch while the error panel shows.
  const failedAt = clients.isError ? clients.errorUpdatedAt : 0;
  const toastedFailure = useRef(0);
  useEffect(() => {
    if (!failedAt || failedAt === toastedFailure.current) return;
    toastedFailure.current = failedAt;
    toast({ variant: "destructive", title: s.error, description: s.loadErrorToast });
  }, [failedAt, s]);

  const openDialog = (client: AdminClient | null) => setDialog((current) => ({ open: true, client, key: current.key + 1 }));

  const page = clients.data;
  const visible = page?.rows ?? [];
  const nextCursor = page?.nextCursor;
  const first = pages.index * CLIENT_PAGE_SIZE + 1;

  return (
    <div className="grid gap-6">
      <PageHeader
        title={s.title}
        description={counts.data ? (counts.data.vips === null ? s.clientCount(counts.data.clients) : s.counts(counts.data.clients, counts.data.vips)) : null}
        descriptionClassName="tabular-nums"
        actions={
          <Button onClick={() => openDialog(null)}>
            <UserPlus aria-hidden />
            {s.addClient}
          </Button>
        }
      />

      <div className="flex flex-wrap items-end gap-4">
        <SearchField className="w-full" label={s.searchLabel} placeholder={s.searchPlaceholder} maxLength={LIST_SEARCH_MAX} onSearch={setTerm} />
        <div className="grid gap-1.5">
          <Label htmlFor={sortId}>{s.sortLabel}</Label>
          <NativeSelect id={sortId} value={sort} onChange={(event) => isClientSort(event.target.value) && setSort(event.target.value)} className="min-w-44">
            {CLIENT_SORTS.map((option) => (
              <option key={option} value={option}>
                {s.sorts[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {term && page ? (
          <p className="pb-3 text-sm text-stone-700 tabular-nums" role="status">
            {s.found(page.total)}
          </p>
        ) : null}
      </div>

      {!page && clients.isPending ? (
        <Spinner label={s.loading} />
      ) : !page ? (
        <LoadErrorCard title={s.loadErrorTitle} message={s.loadErrorBody} retryLabel={s.retry} onRetry={() => void clients.refetch()} />
      ) : visible.length === 0 && pages.index === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600" role="status">
          {term ? s.emptySearch(term) : s.emptyAll}
        </p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={s.title} aria-busy={clients.isPlaceholderData}>
            {visible.map((client) => (
              <ClientCard key={client.id} client={client} onEdit={() => openDialog(client)} />
            ))}
          </ul>
          {pages.index > 0 || nextCursor ? (
            <Pager
              label={s.pages}
              position={s.shown(Math.min(first, page.total), first + visible.length - 1, page.total)}
              previousLabel={s.previousPage}
              nextLabel={s.nextPage}
              onPrevious={pages.index > 0 && !clients.isPlaceholderData ? pages.previous : undefined}
              onNext={nextCursor && !clients.isPlaceholderData ? () => pages.next(nextCursor) : undefined}
            />
          ) : null}
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
