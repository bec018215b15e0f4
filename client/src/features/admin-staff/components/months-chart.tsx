import type { StaffPerformanceMonth } from "@shared/admin-catalogue-api";
import type { Locale } from "@shared/schema";
import { formatPrice } from "@/lib/format";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useStaffStrings } from "../i18n/strings";

function monthName(month: string, language: Locale): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-US" : "es-MX", { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

/** Completed services per month as bars scaled to the busiest month; each bar reads out its month, count and revenue. */
export function MonthsChart({ months }: { months: StaffPerformanceMonth[] }) {
  const s = useStaffStrings();
  const { language } = useI18n();
  const busiest = Math.max(1, ...months.map((month) => month.completed));
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-stone-800">{s.monthsTitle}</h3>
      <ol className="flex h-16 items-end gap-1" aria-label={s.monthsTitle}>
        {months.map((month) => {
          const label = s.monthBar(monthName(month.month, language), month.completed, formatPrice(month.revenue));
          return (
            <li key={month.month} className="flex h-full flex-1 items-end" title={label} data-month={month.month}>
              <span className="sr-only">{label}</span>
              <span className="w-full rounded-t bg-plum-300" style={{ height: `${Math.max(4, (month.completed / busiest) * 100)}%` }} aria-hidden />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
