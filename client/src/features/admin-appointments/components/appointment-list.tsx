import type { PublicStaff } from "@shared/api";
import { LoadErrorCard } from "@/components/ui/load-error-card";
import { Pager, useCursorPages } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import type { AppointmentScope } from "@/lib/admin-appointments";
import { PAGE_SIZE, useAppointmentList } from "../api/get-admin-appointments";
import { useAppointmentStrings } from "../i18n/strings";
import { AppointmentCard, type CheckoutAction } from "./appointment-card";

interface AppointmentListProps {
  id: string;
  title: string;
  empty: string;
  /** What this list holds: dates, one status, manicurist, search. */
  scope: Omit<AppointmentScope, "limit" | "cursor">;
  /** Undefined while the staff list loads: the list is asked for meanwhile, and its cards wait for both. */
  staff: PublicStaff[] | undefined;
  checkout: CheckoutAction;
}

/** One list of the appointments page: a page of cards, its count of the whole scope, and its pages. */
export function AppointmentList({ id, title, empty, scope, staff, checkout }: AppointmentListProps) {
  const s = useAppointmentStrings();
  const pages = useCursorPages(JSON.stringify(scope));
  const list = useAppointmentList({ ...scope, cursor: pages.cursor });
  const page = list.data;
  const nextCursor = page?.nextCursor;
  const first = pages.index * PAGE_SIZE + 1;

  // The list (and its count) shows once its first page has arrived; until then a spinner stands in for it.
  // The cards' pickers need the staff list too: without it every unassigned card would claim nobody is free.
  if (!page || !staff) {
    return list.isError ? (
      <LoadErrorCard message={s.loadError} retryLabel={s.retry} onRetry={() => void list.refetch()} />
    ) : (
      <Spinner label={s.loading} />
    );
  }
  return (
    <section aria-labelledby={id} aria-busy={list.isPlaceholderData} className="grid gap-4">
      <h2 id={id} className="flex items-center gap-3 font-display text-xl font-semibold text-plum-950">
        {title}
        <span className="rounded-full bg-plum-100 px-2.5 py-0.5 text-sm font-semibold text-plum-900 tabular-nums">{page.total}</span>
      </h2>
      {page.rows.length === 0 && pages.index === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">{empty}</p>
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            {page.rows.map((appointment) => (
              <AppointmentCard key={appointment.id} appointment={appointment} staff={staff} checkout={checkout} />
            ))}
          </div>
          {pages.index > 0 || nextCursor ? (
            <Pager
              label={s.pageOf(title)}
              position={s.shown(Math.min(first, page.total), first + page.rows.length - 1, page.total)}
              previousLabel={s.previousPage}
              nextLabel={s.nextPage}
              onPrevious={pages.index > 0 && !list.isPlaceholderData ? pages.previous : undefined}
              onNext={nextCursor && !list.isPlaceholderData ? () => pages.next(nextCursor) : undefined}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
