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
      {/* The day and the time each a line (a block) of its own: as one block of two or three lines, the
          visit's date, which arrives with the booking, was the confirmation page's largest text, so its
          Largest Contentful Paint waited for the API instead of being the prerendered heading's. */}
      <p className="text-lg font-semibold text-stone-900" data-testid={testId}>
        <span className="block">{formatDate(date, language, "full")}</span>
        <span className="block">
          <span className="whitespace-nowrap">{formatTime(time, language, "12-hour")}</span>{" "}
          <span className="text-sm font-normal whitespace-nowrap text-stone-700">({labels.salonTime})</span>
        </span>
      </p>
      <p className="text-sm text-stone-700">
        {labels.duration}: <span className="whitespace-nowrap">{labels.minutes(durationMinutes)}</span>
      </p>
    </>
  );
}
