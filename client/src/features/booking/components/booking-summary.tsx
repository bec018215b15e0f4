import { CalendarDays, Clock } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useI18n } from "@/lib/i18n/use-i18n";
import { formatDate, formatPrice, formatTime } from "@/lib/format";
import type { SummaryLine } from "../utils/summary-lines";

// The deposit policy is stated once the contact details are in, from a chunk of its own: the booking
// page's first download does not carry it.
const DepositNotice = lazy(() => import("./deposit-notice").then((module) => ({ default: module.DepositNotice })));

interface BookingSummaryProps {
  lines: readonly SummaryLine[];
  totalPrice: number;
  /** The visit's span: with parts at the same time, shorter than its services one after another. */
  totalDuration: number;
  /** Who does a visit of several parts, and when each runs (none for a one-manicurist visit). */
  visitNote?: ReactNode;
  date: string;
  time: string | null;
  showConfirm: boolean;
  isBooking: boolean;
  onConfirm: () => void;
}

export function BookingSummary({ lines, totalPrice, totalDuration, visitNote, date, time, showConfirm, isBooking, onConfirm }: BookingSummaryProps) {
  const { t, language } = useI18n();
  return (
    <Card aria-labelledby="booking-summary-title" className="border-plum-200">
      <CardHeader>
        <CardTitle id="booking-summary-title" className="text-lg">
          {t.booking.summary}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-1.5 text-sm">
          {lines.map((line) => (
            <li key={line.key} className="flex justify-between gap-3">
              <span className="flex flex-col">
                <span className="font-medium text-stone-900">{line.label}</span>
                {line.detail ? <span className="text-stone-600">{line.detail}</span> : null}
              </span>
              <span className="font-medium tabular-nums text-stone-900">{formatPrice(line.price)}</span>
            </li>
          ))}
        </ul>
        {visitNote}
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4 text-plum-700" aria-hidden />
            {formatDate(date, language, "long")}
          </span>
          {time ? (
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4 text-plum-700" aria-hidden />
              {formatTime(time, language)}
            </span>
          ) : null}
        </div>
        <dl className="grid grid-cols-2 gap-2 border-t border-plum-100 pt-3">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{t.booking.duration}</dt>
            <dd className="text-lg font-semibold text-stone-900" data-testid="booking-duration">
              {t.common.minutes(totalDuration)}
            </dd>
          </div>
          <div className="text-right">
            <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{t.booking.total}</dt>
            <dd className="text-2xl font-bold text-plum-800 tabular-nums" data-testid="booking-total">
              {formatPrice(totalPrice)}
            </dd>
          </div>
        </dl>
        {showConfirm ? (
          <Suspense fallback={null}>
            <DepositNotice />
          </Suspense>
        ) : null}
        {showConfirm ? (
          <Button size="lg" className="w-full" onClick={onConfirm} disabled={isBooking} data-testid="confirm-booking">
            {isBooking ? t.booking.booking : t.booking.confirm}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
