import type { Locale } from "@shared/schema";
import { formatDate, formatTime } from "@/lib/format";

interface VisitWhenProps {
  date: string;
  time: string;
  durationMinutes: number;
  language: Locale;
  /** The page's own words: "salon time", "Duration" and how minutes read. */
  labels: { salonTime: string; duration: string; minutes: (count: number) => string };
  testId?: string;
}

/**
 * A visit's day, start and length as the customer's pages state them: the salon's clock is named, since a
 * border-city customer's phone may be on the other side's time.
 */
export function VisitWhen({ date, time, durationMinutes, language, labels, testId }: VisitWhenProps) {
  return (
    <>
      <p className="text-lg font-semibold text-stone-900" data-testid={testId}>
        {formatDate(date, language, "full")}, <span className="whitespace-nowrap">{formatTime(time, language, "12-hour")}</span>{" "}
        <span className="text-sm font-normal whitespace-nowrap text-stone-700">({labels.salonTime})</span>
      </p>
      <p className="text-sm text-stone-700">
        {labels.duration}: <span className="whitespace-nowrap">{labels.minutes(durationMinutes)}</span>
      </p>
    </>
  );
}
