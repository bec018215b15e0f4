import type { MyDay } from "@shared/my-day-api";
import type { Locale } from "@shared/schema";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate, formatTime } from "@/lib/format";
import { useMyDayStrings } from "../i18n/strings";

/** Monday first, as the salon's week runs; Sunday last. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** Her regular week and the time off ahead. */
export function ScheduleSection({ day, language }: { day: MyDay; language: Locale }) {
  const t = useMyDayStrings();
  const time = (value: string) => formatTime(value, language, "12-hour");
  const byWeekday = new Map(day.weeklySchedule.map((row) => [row.weekday, row]));
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t.weekTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          {day.weeklySchedule.length === 0 ? (
            <p className="text-sm text-stone-600">{t.weekEmpty}</p>
          ) : (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {WEEK_ORDER.map((weekday) => {
                const row = byWeekday.get(weekday);
                return (
                  <div key={weekday} className="contents">
                    <dt className="text-stone-600">{t.weekdays[weekday]}</dt>
                    <dd className="font-medium text-stone-900">
                      {row ? `${t.hours(time(row.startTime), time(row.endTime))}${row.breakStartTime ? ` · ${t.breakAt(time(row.breakStartTime))}` : ""}` : t.dayOff}
                    </dd>
                  </div>
                );
              })}
            </dl>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t.timeOffTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          {day.timeOff.length === 0 ? (
            <p className="text-sm text-stone-600">{t.timeOffEmpty}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {day.timeOff.map((range) => (
                <li key={`${range.startDate}-${range.endDate}`}>
                  <span className="font-medium text-stone-900">
                    {range.startDate === range.endDate
                      ? formatDate(range.startDate, language, "medium")
                      : `${formatDate(range.startDate, language, "medium")} – ${formatDate(range.endDate, language, "medium")}`}
                  </span>
                  {range.note && <span className="text-stone-600"> · {range.note}</span>}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}
