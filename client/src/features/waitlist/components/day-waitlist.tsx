import { CalendarPlus } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { AdminWaitlistEntry } from "@shared/waitlist-api";
import { visitSlotGrid } from "@shared/visit-slots";
import { salonDate, toMinutes } from "@shared/time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadErrorCard } from "@/components/ui/load-error-card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { formatPrice, formatTime, localizedName } from "@/lib/format";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useSlotDay } from "@/lib/slot-day";
import { useBookWaitlistEntry } from "../api/book-waitlist-entry";
import { useDayWaitlist } from "../api/get-day-waitlist";
import { useWaitlistStrings } from "../i18n/strings";

/** Entries the desk can still book: waiting, or holding an offer the customer has not answered yet. */
const BOOKABLE: ReadonlySet<AdminWaitlistEntry["state"]> = new Set(["waiting", "offered"]);

/** The first time of the entry's window where its visit (as the server planned it) fits now, by the booking page's own rules. */
function useFirstFreeTime(entry: AdminWaitlistEntry): { time: string | null; isPending: boolean } {
  const day = useSlotDay(entry.date, entry.serviceIds);
  const time = useMemo(() => {
    if (!day.occupied || !day.availability || !entry.plan) return null;
    const grid = visitSlotGrid({ date: entry.date, now: new Date(), plan: entry.plan, availability: day.availability, appointments: day.occupied });
    const from = toMinutes(entry.earliest);
    const to = toMinutes(entry.latest);
    return grid.find((slot) => slot.available && toMinutes(slot.time) >= from && toMinutes(slot.time) <= to)?.time ?? null;
  }, [entry, day.occupied, day.availability]);
  return { time, isPending: day.isPending };
}

function EntryRow({ entry }: { entry: AdminWaitlistEntry }) {
  const t = useWaitlistStrings();
  const { language } = useI18n();
  const bookable = BOOKABLE.has(entry.state);
  const free = useFirstFreeTime(entry);
  const book = useBookWaitlistEntry();

  const bookIt = (time: string) =>
    book.mutate(
      { id: entry.id, appointmentTime: time },
      {
        onSuccess: () => toast({ title: t.bookedTitle, description: t.bookedEntry(entry.customerName, formatTime(time, language)) }),
        onError: (error) => toast({ variant: "destructive", title: t.bookEntryFailed, description: errorMessage(error, t.bookEntryFailed) }),
      },
    );

  return (
    <li className="grid gap-2 border-b border-stone-200 py-3 last:border-b-0 sm:grid-cols-[2rem_minmax(0,1fr)_auto] sm:items-center" data-testid="waitlist-entry">
      <span className="font-semibold tabular-nums text-stone-600">{entry.position}.</span>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-stone-900">{entry.customerName}</span>
          <Badge variant={bookable ? "soft" : "muted"}>{t.state[entry.state]}</Badge>
        </p>
        <p className="text-sm text-stone-700">
          {t.window(formatTime(entry.earliest, language), formatTime(entry.latest, language))} ·{" "}
          {entry.lines.map((line) => localizedName(line, language)).join(", ")}
          {entry.totalPrice > 0 ? ` · ${formatPrice(entry.totalPrice)}` : null}
        </p>
        <p className="truncate text-sm text-stone-600">{[entry.customerPhone, entry.customerEmail].filter(Boolean).join(" · ")}</p>
        {entry.offer ? (
          <p className="text-sm text-stone-600">{t.offerLine(formatTime(entry.offer.time, language), t.offerState[entry.offer.state])}</p>
        ) : null}
      </div>
      {bookable ? (
        free.time ? (
          <Button type="button" size="sm" disabled={book.isPending} onClick={() => bookIt(free.time!)}>
            <CalendarPlus aria-hidden />
            {t.bookAt(formatTime(free.time, language))}
            {/* Whom it books, for a screen reader going from button to button; the name starts the row for everyone else. */}
            <span className="sr-only">, {entry.customerName}</span>
          </Button>
        ) : (
          <p className="text-sm text-stone-600">{free.isPending ? t.loading : t.noFreePlace}</p>
        )
      ) : null}
    </li>
  );
}

/** The front desk's waitlist of one day, in the order people joined, each waiting entry bookable into its first free time. */
export default function DayWaitlist() {
  const t = useWaitlistStrings();
  const baseId = useId();
  const [date, setDate] = useState(() => salonDate(new Date()));
  const list = useDayWaitlist(date);

  return (
    <Card aria-labelledby={`${baseId}-title`} data-testid="day-waitlist">
      <CardContent className="grid gap-4 pt-5 sm:pt-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-1">
            <h2 id={`${baseId}-title`} className="font-display text-xl font-semibold text-plum-950">
              {t.dayTitle}
            </h2>
            <p className="text-sm text-stone-700">{t.dayIntro}</p>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${baseId}-date`}>{t.dayDate}</Label>
            <Input id={`${baseId}-date`} type="date" value={date} onChange={(event) => event.target.value && setDate(event.target.value)} />
          </div>
        </div>
        {list.isPending ? (
          <Spinner label={t.loading} />
        ) : list.isError ? (
          <LoadErrorCard message={errorMessage(list.error, t.dayLoadFailed)} retryLabel={t.retry} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <p className="text-sm text-stone-600">{t.dayEmpty}</p>
        ) : (
          <ol aria-labelledby={`${baseId}-title`}>
            {list.data.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
