import { useState } from "react";
import { salonDate } from "@shared/time";
import { LoadErrorCard } from "@/components/ui/load-error-card";
import { PageHeader } from "@/components/ui/page-header";
import { useStaff } from "@/lib/staff";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAppointmentStrings, type AppointmentStrings } from "../i18n/strings";
import { listScope, listsFor, type ListStatus } from "../utils/lists";
import { defaultRange, rangeDates } from "../utils/range";
import { AppointmentFilters, type AppointmentFilterValues } from "./appointment-filters";
import type { CheckoutAction } from "./appointment-card";
import { AppointmentList } from "./appointment-list";

/** The server is asked once the typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

function listTexts(status: ListStatus, s: AppointmentStrings): { title: string; empty: string } {
  switch (status) {
    case "active":
      return { title: s.active, empty: s.noActive };
    case "completed":
      return { title: s.completed, empty: s.noCompleted };
    case "cancelled":
      return { title: s.cancelledList, empty: s.noCancelled };
    case "no_show":
      return { title: s.noShowList, empty: s.noNoShows };
  }
}

/** `checkout`: the checkout's button and dialog, which the app hands in (the front desk gets the same one). */
export default function AppointmentsPage({ checkout }: { checkout: CheckoutAction }) {
  const s = useAppointmentStrings();
  const staff = useStaff();
  const [today] = useState(() => salonDate(new Date()));
  const [filters, setFilters] = useState<AppointmentFilterValues>(() => ({
    range: defaultRange(today),
    status: "all",
    staffId: null,
    search: "",
  }));
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const { from, to } = rangeDates(filters.range);
  const scope = { from, to, staffId: filters.staffId ?? undefined, q: search || undefined };

  return (
    <div className="grid gap-8">
      <PageHeader title={s.title} description={s.subtitle} />
      {/* The lists are asked for at once, beside the staff list their cards also need. */}
      {staff.isError ? (
        <LoadErrorCard message={s.loadError} retryLabel={s.retry} onRetry={() => void staff.refetch()} />
      ) : (
        <>
          <AppointmentFilters values={filters} onChange={setFilters} staff={staff.data ?? []} today={today} />
          {listsFor(filters.status).map((status) => (
            <AppointmentList
              key={status}
              id={`appointments-${status}`}
              {...listTexts(status, s)}
              scope={listScope(scope, status)}
              staff={staff.data}
              checkout={checkout}
            />
          ))}
        </>
      )}
    </div>
  );
}
