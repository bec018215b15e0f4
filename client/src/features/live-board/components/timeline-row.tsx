import { Coffee } from "lucide-react";
import type { CSSProperties } from "react";
import { toMinutes } from "@shared/time";
import { useI18n } from "@/lib/i18n/use-i18n";
import { cn } from "@/lib/utils";
import { useLiveBoardStrings } from "../i18n/strings";
import { staffName } from "../utils/format";
import { BREAK_COLOUR } from "../utils/service-colours";
import { AXIS_END_MINUTES, AXIS_START_MINUTES, SLOT_COUNT, AXIS_SPAN_MINUTES, spanOf, type Span, type TimelineRow as Row } from "../utils/timeline";
import { AppointmentBlock } from "./appointment-block";
import { StaffAvatar } from "./staff-avatar";

/** Hour lines every 1/11.5 of the track and fainter 15-minute lines every 1/46, drawn by the browser. */
const TRACK_GRID_STYLE: CSSProperties = {
  backgroundImage: [
    `repeating-linear-gradient(to right, rgb(255 255 255 / 0.22) 0 1px, transparent 1px calc(100% / ${AXIS_SPAN_MINUTES / 60}))`,
    `repeating-linear-gradient(to right, rgb(255 255 255 / 0.07) 0 1px, transparent 1px calc(100% / ${SLOT_COUNT}))`,
  ].join(", "),
};

const BREAK_STRIPES: CSSProperties = {
  backgroundImage: "repeating-linear-gradient(135deg, rgb(0 0 0 / 0.12) 0 6px, transparent 6px 12px)",
};

/** Row heights: one lane of blocks needs room for its lines; overlapping bookings stack in lanes. */
const LANE_REM = { today: 3.25, compact: 1.75 } as const;
const MIN_ROW_REM = { today: 4.5, compact: 1.75 } as const;

function positioned(span: Span): CSSProperties {
  return { left: `${span.left}%`, width: `${span.width}%` };
}

interface TimelineRowProps {
  row: Row;
  compact: boolean;
}

export function TimelineRow({ row, compact }: TimelineRowProps) {
  const s = useLiveBoardStrings();
  const { language } = useI18n();
  const name = row.staff ? staffName(row.staff, language) : s.unassigned;
  const size = compact ? "compact" : "today";
  const minHeight = `${Math.max(MIN_ROW_REM[size], row.lanes * LANE_REM[size])}rem`;
  const shift = row.shift;
  const pause = shift?.break;
  const pauseSpan = pause && spanOf(toMinutes(pause.start), toMinutes(pause.end));
  const before = shift && spanOf(AXIS_START_MINUTES, toMinutes(shift.start));
  const after = shift && spanOf(toMinutes(shift.end), AXIS_END_MINUTES);

  return (
    <li className={cn("flex border-t border-white/10", !compact && "flex-1")} style={{ minHeight }} data-row={row.staff ? row.staff.id : "unassigned"}>
      <div className="flex w-(--label) shrink-0 items-center gap-3 pr-3">
        {/* Keyed by the photo so a replaced photo gets a fresh chance to load. */}
        {!compact && <StaffAvatar key={row.staff?.photoUrl} name={row.staff && name} photoUrl={row.staff?.photoUrl ?? null} className="size-12 text-lg 2xl:size-14" />}
        <div className="min-w-0">
          <h3 className={cn("font-semibold", compact ? "truncate text-sm 2xl:text-base" : "line-clamp-2 text-lg leading-tight 2xl:text-xl", !row.staff && "italic")}>
            {name}
          </h3>
          {!compact && shift && <p className="truncate text-sm text-stone-300 tabular-nums 2xl:text-base">{s.shift(shift.start, shift.end)}</p>}
          {row.staff && !shift && <p className="truncate text-xs text-amber-200 2xl:text-sm">{s.notPunchedIn}</p>}
        </div>
      </div>
      <div className="relative flex-1 bg-white/[0.03]" style={TRACK_GRID_STYLE}>
        {before && <div className="absolute inset-y-0 bg-black/45" style={positioned(before)} aria-hidden />}
        {after && <div className="absolute inset-y-0 bg-black/45" style={positioned(after)} aria-hidden />}
        {pause && pauseSpan && (
          <div className={cn("absolute inset-y-0.5 grid place-items-center rounded-md", BREAK_COLOUR)} style={{ ...positioned(pauseSpan), ...BREAK_STRIPES }} data-break>
            <Coffee aria-hidden className={compact ? "size-4" : "size-6"} />
            <span className="sr-only">{s.breakRange(pause.start, pause.end)}</span>
          </div>
        )}
        <ol aria-label={s.appointmentsOf(name)}>
          {row.appointments.map((placed) => (
            <AppointmentBlock key={placed.appointment.id} placed={placed} lanes={row.lanes} compact={compact} />
          ))}
        </ol>
      </div>
    </li>
  );
}
