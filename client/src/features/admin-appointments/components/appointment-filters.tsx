import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useId } from "react";
import { APPOINTMENT_STATUS_FILTERS, LIST_SEARCH_MAX, type AppointmentStatusFilter } from "@shared/admin-lists";
import type { PublicStaff } from "@shared/api";
import { FRONT_DESK_WINDOW_DAYS, isValidDate } from "@shared/time";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { formatDate, localizedName } from "@/lib/format";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useAppointmentStrings } from "../i18n/strings";
import { RANGE_SPANS, rangeDates, rangeFromToday, stepRange, type DateRange, type RangeSpan } from "../utils/range";

export type StaffFilter = number | "unassigned" | null;

export interface AppointmentFilterValues {
  range: DateRange;
  status: AppointmentStatusFilter;
  staffId: StaffFilter;
  search: string;
}

interface AppointmentFiltersProps {
  values: AppointmentFilterValues;
  onChange: (values: AppointmentFilterValues) => void;
  staff: PublicStaff[];
  today: string;
}

function isSpan(value: string): value is RangeSpan {
  return (RANGE_SPANS as readonly string[]).includes(value);
}

function isStatusFilter(value: string): value is AppointmentStatusFilter {
  return (APPOINTMENT_STATUS_FILTERS as readonly string[]).includes(value);
}

function staffFilterOf(value: string): StaffFilter {
  if (value === "") return null;
  if (value === "unassigned") return "unassigned";
  return Number(value);
}

export function AppointmentFilters({ values, onChange, staff, today }: AppointmentFiltersProps) {
  const s = useAppointmentStrings();
  const { language } = useI18n();
  const baseId = useId();
  const { range } = values;
  const { from, to } = rangeDates(range);
  const set = (change: Partial<AppointmentFilterValues>) => onChange({ ...values, ...change });
  const setRange = (next: DateRange) => set({ range: next });
  const summary = from === to ? formatDate(from, language, "shortWithYear") : `${formatDate(from, language, "medium")} – ${formatDate(to, language, "medium")}`;

  return (
    <div role="group" aria-label={s.filters} className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${baseId}-span`}>{s.period}</Label>
          <NativeSelect
            id={`${baseId}-span`}
            value={range.span}
            onChange={(event) => isSpan(event.target.value) && setRange({ span: event.target.value, anchor: from })}
            className="min-w-40"
          >
            {RANGE_SPANS.map((span) => (
              <option key={span} value={span}>
                {span === "window" ? s.spans.window(FRONT_DESK_WINDOW_DAYS) : s.spans[span]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button variant="outline" size="icon" aria-label={s.previousPeriod} title={s.previousPeriod} onClick={() => setRange(stepRange(range, -1))}>
          <ChevronLeft aria-hidden />
        </Button>
        <div className="grid gap-1.5">
          <Label htmlFor={`${baseId}-from`}>{s.startDate}</Label>
          <Input
            id={`${baseId}-from`}
            type="date"
            className="h-10 w-44 text-sm"
            value={from}
            onChange={(event) => isValidDate(event.target.value) && setRange({ ...range, anchor: event.target.value })}
          />
        </div>
        <Button variant="outline" size="icon" aria-label={s.nextPeriod} title={s.nextPeriod} onClick={() => setRange(stepRange(range, 1))}>
          <ChevronRight aria-hidden />
        </Button>
        <Button variant="outline" onClick={() => setRange(rangeFromToday(range, today))} disabled={from === rangeDates(rangeFromToday(range, today)).from}>
          {s.today}
        </Button>
        <p className="pb-2 text-sm font-semibold text-stone-800" aria-live="polite" data-range={`${from}/${to}`}>
          {summary}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${baseId}-status`}>{s.statusFilter}</Label>
          <NativeSelect
            id={`${baseId}-status`}
            value={values.status}
            onChange={(event) => isStatusFilter(event.target.value) && set({ status: event.target.value })}
          >
            {APPOINTMENT_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {s.statusFilters[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${baseId}-staff`}>{s.staffFilter}</Label>
          <NativeSelect
            id={`${baseId}-staff`}
            value={values.staffId === null ? "" : String(values.staffId)}
            onChange={(event) => set({ staffId: staffFilterOf(event.target.value) })}
          >
            <option value="">{s.everyManicurist}</option>
            <option value="unassigned">{s.unassigned}</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {localizedName(member, language)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div role="search" className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor={`${baseId}-search`}>{s.search}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-600" aria-hidden />
            <Input
              id={`${baseId}-search`}
              type="search"
              className="h-10 pl-9 text-sm"
              placeholder={s.searchPlaceholder}
              maxLength={LIST_SEARCH_MAX}
              value={values.search}
              onChange={(event) => set({ search: event.target.value })}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
