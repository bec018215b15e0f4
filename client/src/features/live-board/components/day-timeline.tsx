import { useId } from "react";
import type { LiveBoardDay, PublicStaff } from "@shared/api";
import { fromMinutes } from "@shared/time";
import { cn } from "@/lib/utils";
import { useLiveBoardStrings } from "../i18n/strings";
import { AXIS_HOURS, axisFraction, timelineRows } from "../utils/timeline";
import { NowLine } from "./now-line";
import { TimelineRow } from "./timeline-row";

interface DayTimelineProps {
  day: LiveBoardDay;
  staff: readonly PublicStaff[];
  heading: string;
  /** A line beside the heading (today's counts). */
  summary?: string;
  /** Today: tall rows with every detail, the unassigned row always, and the "now" line. */
  today: boolean;
  className?: string;
}

/**
 * Decorative: every block and break states its own times in text. Today's wide axis labels every hour;
 * a next day's narrower one every other hour, so no two labels touch.
 */
function HourAxis({ compact }: { compact: boolean }) {
  const hours = compact ? AXIS_HOURS.filter((hour) => hour % 2 === 1) : AXIS_HOURS;
  return (
    <div className="flex" aria-hidden>
      <div className="w-(--label) shrink-0" />
      <ol className="relative h-[1.4rem] flex-1 text-base leading-tight text-stone-300 tabular-nums">
        {hours.map((hour) => (
          <li key={hour} className="absolute top-0 -translate-x-1/2" style={{ left: `${axisFraction(hour * 60) * 100}%` }} data-tick={hour}>
            {fromMinutes(hour * 60)}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function DayTimeline({ day, staff, heading, summary, today, className }: DayTimelineProps) {
  const s = useLiveBoardStrings();
  const headingId = useId();
  const rows = timelineRows(day, staff, today);
  const staffRows = rows.filter((row) => row.staff !== null).length;

  return (
    <section
      aria-labelledby={headingId}
      className={cn("flex min-w-0 flex-col", today ? "[--label:12rem]" : "[--label:8rem]", className)}
      data-day={day.date}
    >
      <div className="flex flex-wrap items-baseline gap-x-6 leading-tight">
        <h2 id={headingId} className={cn("font-display font-semibold text-white", today ? "text-2xl" : "text-xl")}>
          {heading}
        </h2>
        {summary && <p className="text-lg text-stone-300 tabular-nums">{summary}</p>}
      </div>
      <HourAxis compact={!today} />
      {staffRows === 0 && <p className="py-1 text-stone-300">{s.noStaff}</p>}
      {rows.length > 0 && (
        <div className={cn("relative flex flex-col", today && "mb-[1.6rem] flex-1")}>
          <ul className={cn("flex flex-col border-b border-white/10", today && "flex-1")}>
            {rows.map((row) => (
              <TimelineRow key={row.key} row={row} staff={staff} compact={!today} />
            ))}
          </ul>
          {/* The "now" pill hangs in its own lane under the rows, where no hour label can be behind it. */}
          {today && <NowLine date={day.date} />}
        </div>
      )}
    </section>
  );
}
