import { Printer } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import type { Period, ReportName, RevenueGroup } from "@shared/reports-api";
import { formatPrice } from "@shared/money";
import { addDays, salonDate } from "@shared/time";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { NativeSelect } from "@/components/ui/select";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { localizedName } from "@/lib/format";
import { reportUrl, useReport, type ReportRequest } from "../api/get-report";
import { useReportsStrings } from "../i18n/strings";
import { Bars, HoursHeatMap } from "./charts";
import { ReportCard, type Column } from "./report-table";

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const money = (cents: number) => formatPrice(cents);

/** The owner's reports: one range and grouping for every table, each with its chart and CSV download. */
export default function ReportsPage() {
  const s = useReportsStrings();
  const language = usePageLanguage();
  const today = salonDate(new Date());
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const [period, setPeriod] = useState<Period>("day");
  const ids = { from: useId(), to: useId(), period: useId() };
  const range = { from, to };

  const card = <Row,>(report: ReportName, groupBy: RevenueGroup | undefined, title: string, columns: Column<Row>[], chart?: (rows: Row[]) => ReactNode) => (
    <LiveReport<Row> key={`${report}-${groupBy ?? ""}`} request={{ report, ...range, groupBy }} title={title} columns={columns} chart={chart} />
  );
  const c = s.columns;
  const name = (row: { nameEs: string; nameEn: string }) => localizedName(row, language);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={s.title}
        description={s.description}
        actions={
          <Button type="button" variant="outline" onClick={() => window.print()} className="print:hidden">
            <Printer className="size-4" aria-hidden />
            {s.print}
          </Button>
        }
      />
      <form className="flex flex-wrap items-end gap-4 print:hidden" onSubmit={(event) => event.preventDefault()}>
        <div className="grid gap-1">
          <Label htmlFor={ids.from}>{s.from}</Label>
          <Input id={ids.from} type="date" value={from} max={to} onChange={(event) => event.target.value && setFrom(event.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.to}>{s.to}</Label>
          <Input id={ids.to} type="date" value={to} min={from} onChange={(event) => event.target.value && setTo(event.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.period}>{s.groupBy}</Label>
          <NativeSelect id={ids.period} value={period} onChange={(event) => setPeriod(event.target.value as Period)}>
            {(["day", "week", "month"] as const).map((value) => (
              <option key={value} value={value}>
                {s.periods[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </form>
      <p className="hidden print:block">{`${from} – ${to}`}</p>

      {card<{ period: string; visits: number; gross: number; discounts: number; sales: number; tips: number }>(
        "revenue",
        period,
        s.sections.revenue,
        [
          { key: "period", label: c.period, value: (row) => row.period },
          { key: "visits", label: c.visits, value: (row) => row.visits, numeric: true },
          { key: "gross", label: c.gross, value: (row) => money(row.gross), numeric: true },
          { key: "discounts", label: c.discounts, value: (row) => money(row.discounts), numeric: true },
          { key: "sales", label: c.sales, value: (row) => money(row.sales), numeric: true },
          { key: "tips", label: c.tips, value: (row) => money(row.tips), numeric: true },
        ],
        (rows) => (
          <Bars rows={rows} x="period" money stacked label={s.sections.revenue} bars={[{ key: "sales", label: c.sales, color: "#8f3552" }, { key: "tips", label: c.tips, color: "#ec9bb5" }]} />
        ),
      )}
      {card<{ itemId: string; nameEs: string; nameEn: string; count: number; revenue: number }>("revenue", "service", `${s.sections.revenue}: ${s.byService}`, [
        { key: "service", label: c.service, value: name },
        { key: "count", label: c.count, value: (row) => row.count, numeric: true },
        { key: "revenue", label: c.revenue, value: (row) => money(row.revenue), numeric: true },
      ])}
      {card<{ staffId: number | null; nameEs: string; nameEn: string; visits: number; sales: number; tips: number; commissionPercent: number; commission: number }>(
        "revenue",
        "staff",
        `${s.sections.revenue}: ${s.byStaff}`,
        [
          { key: "staff", label: c.staff, value: name },
          { key: "visits", label: c.visits, value: (row) => row.visits, numeric: true },
          { key: "sales", label: c.sales, value: (row) => money(row.sales), numeric: true },
          { key: "tips", label: c.tips, value: (row) => money(row.tips), numeric: true },
          { key: "commission", label: c.commission, value: (row) => `${money(row.commission)} (${row.commissionPercent} %)`, numeric: true },
        ],
      )}
      {card<{ period: string; booked: number; completed: number; noShows: number; cancelled: number; lateCancels: number; noShowRate: number; lateCancelRate: number }>(
        "visits",
        period,
        s.sections.visits,
        [
          { key: "period", label: c.period, value: (row) => row.period },
          { key: "booked", label: c.booked, value: (row) => row.booked, numeric: true },
          { key: "completed", label: c.completed, value: (row) => row.completed, numeric: true },
          { key: "noShows", label: c.noShows, value: (row) => row.noShows, numeric: true },
          { key: "cancelled", label: c.cancelled, value: (row) => row.cancelled, numeric: true },
          { key: "lateCancels", label: c.lateCancels, value: (row) => row.lateCancels, numeric: true },
          { key: "noShowRate", label: c.noShowRate, value: (row) => percent(row.noShowRate), numeric: true },
          { key: "lateCancelRate", label: c.lateCancelRate, value: (row) => percent(row.lateCancelRate), numeric: true },
        ],
      )}
      {card<{ period: string; visits: number; rebooked: number; rate: number }>("rebooking", period, s.sections.rebooking, [
        { key: "period", label: c.period, value: (row) => row.period },
        { key: "visits", label: c.visits, value: (row) => row.visits, numeric: true },
        { key: "rebooked", label: c.rebooked, value: (row) => row.rebooked, numeric: true },
        { key: "rate", label: c.rate, value: (row) => percent(row.rate), numeric: true },
      ])}
      {card<{ period: string; clients: number; newClients: number; returning: number }>(
        "clients",
        period,
        s.sections.clients,
        [
          { key: "period", label: c.period, value: (row) => row.period },
          { key: "clients", label: c.clients, value: (row) => row.clients, numeric: true },
          { key: "newClients", label: c.newClients, value: (row) => row.newClients, numeric: true },
          { key: "returning", label: c.returning, value: (row) => row.returning, numeric: true },
        ],
        (rows) => (
          <Bars rows={rows} x="period" stacked label={s.sections.clients} bars={[{ key: "newClients", label: c.newClients, color: "#8f3552" }, { key: "returning", label: c.returning, color: "#ec9bb5" }]} />
        ),
      )}
      {card<{ staffId: number; nameEs: string; nameEn: string; scheduledMinutes: number; bookedMinutes: number; occupancy: number }>(
        "occupancy",
        undefined,
        s.sections.occupancy,
        [
          { key: "staff", label: c.staff, value: name },
          { key: "scheduled", label: c.scheduled, value: (row) => row.scheduledMinutes, numeric: true },
          { key: "booked", label: c.bookedMinutes, value: (row) => row.bookedMinutes, numeric: true },
          { key: "occupancy", label: c.occupancy, value: (row) => percent(row.occupancy), numeric: true },
        ],
      )}
      {card<{ weekday: number; hour: number; visits: number }>(
        "hours",
        undefined,
        s.sections.hours,
        [
          { key: "weekday", label: c.weekday, value: (row) => s.weekdays[row.weekday] },
          { key: "hour", label: c.hour, value: (row) => `${row.hour}:00`, numeric: true },
          { key: "visits", label: c.visits, value: (row) => row.visits, numeric: true },
        ],
        (rows) => <HoursHeatMap rows={rows} />,
      )}
    </div>
  );
}

interface LiveReportProps<Row> {
  request: ReportRequest;
  title: string;
  columns: Column<Row>[];
  chart?: (rows: Row[]) => ReactNode;
}

/** One report read from the server for the page's range, shown as its card. */
function LiveReport<Row>({ request, title, columns, chart }: LiveReportProps<Row>) {
  const query = useReport(request);
  const rows = query.data?.rows as Row[] | undefined;
  const { report, groupBy, from, to } = request;
  return (
    <ReportCard<Row>
      id={`report-${report}-${groupBy ?? "all"}`}
      title={title}
      csvUrl={reportUrl(request, true)}
      csvName={`${report}${groupBy ? `-${groupBy}` : ""}-${from}-${to}.csv`}
      rows={rows}
      columns={columns}
      pending={query.isPending}
      failed={query.isError}
      chart={rows && chart ? chart(rows) : undefined}
    />
  );
}
