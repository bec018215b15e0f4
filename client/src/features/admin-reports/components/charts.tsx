import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { HoursRow } from "@shared/reports-api";
import { formatPrice } from "@shared/money";
import { useReportsStrings } from "../i18n/strings";

interface BarsProps {
  rows: readonly object[];
  x: string;
  bars: { key: string; label: string; color: string }[];
  money?: boolean;
  stacked?: boolean;
  label: string;
}

/** A bar chart of a report's rows (recharts, docs/decisions/016-checkout-day-close-and-reports.md); the table below says the same in numbers. */
export function Bars({ rows, x, bars, money, stacked, label }: BarsProps) {
  const format = (value: unknown) => (money ? formatPrice(Number(value)) : String(value));
  return (
    <figure aria-label={label} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {/* A few periods (one day, one month) would otherwise be drawn as bars as wide as the chart. */}
        <BarChart data={rows as Record<string, unknown>[]} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} maxBarSize={64}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={x} tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={format} tick={{ fontSize: 12 }} width={money ? 80 : 40} />
          <Tooltip formatter={(value) => format(value)} />
          <Legend />
          {bars.map((bar) => (
            <Bar key={bar.key} dataKey={bar.key} name={bar.label} fill={bar.color} stackId={stacked ? "stack" : undefined} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** Visits by weekday and starting hour, each cell shaded by its share of the busiest one. */
export function HoursHeatMap({ rows }: { rows: readonly HoursRow[] }) {
  const s = useReportsStrings();
  const hours = [...new Set(rows.map((row) => row.hour))].sort((a, b) => a - b);
  const most = Math.max(1, ...rows.map((row) => row.visits));
  const count = (weekday: number, hour: number) => rows.find((row) => row.weekday === weekday && row.hour === hour)?.visits ?? 0;
  const SHADES = ["bg-white", "bg-plum-50", "bg-plum-100", "bg-plum-200", "bg-plum-300", "bg-plum-700 text-white"];
  return (
    // On a phone the map scrolls sideways: the region takes focus so a keyboard can scroll it too.
    <div className="overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-plum-500 focus-visible:outline-none" tabIndex={0} role="region" aria-label={s.sections.heatMap}>
      <table className="text-xs" aria-label={s.sections.heatMap}>
        <thead>
          <tr>
            <th scope="col" className="px-1">{s.columns.weekday}</th>
            {hours.map((hour) => (
              <th key={hour} scope="col" className="px-1 tabular-nums">{`${hour}:00`}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {s.weekdays.map((name, weekday) => (
            <tr key={name}>
              <th scope="row" className="px-1 text-left">{name}</th>
              {hours.map((hour) => {
                const visits = count(weekday, hour);
                return (
                  <td key={hour} className={`border border-stone-100 px-2 py-1 text-center tabular-nums ${SHADES[Math.ceil((visits / most) * (SHADES.length - 1))]}`}>
                    {visits}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
