import { useId, useState, type FormEvent } from "react";
import { formatPrice } from "@shared/money";
import { salonDate } from "@shared/time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { errorMessage } from "@/lib/api-client";
import { localizedName } from "@/lib/format";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { toCents } from "@/lib/money-input";
import { useCloseDay } from "../api/close-day";
import { useDaySummary } from "../api/get-day";
import { useReopenDay } from "../api/reopen-day";
import { useDayCloseStrings } from "../i18n/strings";

/** The day's close: the day's money by method and tips per manicurist, the counted cash, and reopening on record. */
export default function DayClosePage() {
  const s = useDayCloseStrings();
  const language = usePageLanguage();
  const [date, setDate] = useState(salonDate(new Date()));
  const [counted, setCounted] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { date: useId(), counted: useId(), reason: useId() };
  const day = useDaySummary(date);
  const close = useCloseDay();
  const reopen = useReopenDay();
  const summary = day.data;

  const onClose = (event: FormEvent) => {
    event.preventDefault();
    const countedCash = toCents(counted);
    if (countedCash === null) return setProblem(s.badAmount);
    setProblem(null);
    close.mutate({ date, countedCash }, { onError: (error) => setProblem(errorMessage(error, s.loadError)) });
  };
  const onReopen = (event: FormEvent) => {
    event.preventDefault();
    reopen.mutate({ date, reason }, { onSuccess: () => setReason(""), onError: (error) => setProblem(errorMessage(error, s.loadError)) });
  };
  const figures: [string, number][] = summary
    ? [
        [s.sales, summary.sales],
        [s.tips, summary.tips],
        [s.expectedCash, summary.expectedCash],
        [s.card, summary.cardTotal],
        [s.transfer, summary.transferTotal],
        [s.deposit, summary.depositTotal],
        [s.adjustments, summary.adjustmentsTotal],
      ]
    : [];

  return (
    <div className="grid gap-6">
      <PageHeader title={s.title} description={s.description} />
      <div className="grid max-w-xs gap-1 print:hidden">
        <Label htmlFor={ids.date}>{s.date}</Label>
        <Input id={ids.date} type="date" value={date} onChange={(event) => event.target.value && setDate(event.target.value)} />
      </div>
      {day.isPending ? <p>{s.loading}</p> : null}
      {day.isError ? <p role="alert">{s.loadError}</p> : null}
      {summary ? (
        <>
          <Card aria-labelledby="day-figures-title">
            <CardHeader className="flex flex-row items-center justify-between">
              <CardTitle id="day-figures-title">{`${summary.date} · ${s.checkouts}: ${summary.checkouts}`}</CardTitle>
              <Badge>{s.status[summary.status]}</Badge>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-4" data-testid="day-figures">
                {figures.map(([label, cents]) => (
                  <div key={label}>
                    <dt className="text-sm text-stone-700">{label}</dt>
                    <dd className="text-lg font-semibold tabular-nums">{formatPrice(cents)}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
          <Card aria-labelledby="day-tips-title">
            <CardHeader>
              <CardTitle id="day-tips-title">{s.tipsByStaff}</CardTitle>
            </CardHeader>
            <CardContent>
              {summary.tipsByStaff.length === 0 ? <p>{s.noTips}</p> : null}
              <ul className="grid gap-1">
                {summary.tipsByStaff.map((row) => (
                  <li key={row.staffId ?? "none"} className="flex justify-between gap-4">
                    <span>{localizedName(row, language)}</span>
                    <span className="tabular-nums">{formatPrice(row.amount)}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          {summary.close ? (
            <p>
              {`${s.closedAt}: ${new Date(summary.close.closedAt).toLocaleString(language)} · ${s.countedCash}: ${formatPrice(summary.close.countedCash)} · ${s.difference}: ${formatPrice(summary.close.difference)}`}
            </p>
          ) : null}
          {problem ? <p role="alert" className="text-red-800">{problem}</p> : null}
          {summary.status === "closed" ? (
            <form onSubmit={onReopen} className="flex flex-wrap items-end gap-3 print:hidden">
              <p className="w-full text-stone-700">{s.closedNote}</p>
              <div className="grid gap-1">
                <Label htmlFor={ids.reason}>{s.reopenReason}</Label>
                <Input id={ids.reason} value={reason} required maxLength={200} onChange={(event) => setReason(event.target.value)} />
              </div>
              <Button type="submit" variant="outline" disabled={reopen.isPending}>
                {reopen.isPending ? s.reopening : s.reopen}
              </Button>
            </form>
          ) : (
            <form onSubmit={onClose} className="flex flex-wrap items-end gap-3 print:hidden">
              <div className="grid gap-1">
                <Label htmlFor={ids.counted}>{s.countedCash}</Label>
                <Input id={ids.counted} inputMode="decimal" value={counted} required onChange={(event) => setCounted(event.target.value)} />
              </div>
              <Button type="submit" disabled={close.isPending}>
                {close.isPending ? s.closing : s.close}
              </Button>
            </form>
          )}
        </>
      ) : null}
    </div>
  );
}
