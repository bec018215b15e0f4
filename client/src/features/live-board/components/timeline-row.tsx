import { Coffee } from "lucide-react";
import type { PublicStaff } from "@shared/api";
import type { CSSProperties } from "react";
import { toMinutes } from "@shared/time";
import { useI18n } from "@/lib/i18n/use-i18n";
import { cn } from "@/lib/utils";
import { useLiveBoardStrings } from "../i18n/strings";
import { staffName } from "../utils/format";
import { StaffAvatar } from "@/components/ui/staff-avatar";
import { BREAK_COLOUR } from "../utils/service-colours";
import { AXIS_END_MINUTES, AXIS_START_MINUTES, SLOT_COUNT, AXIS_SPAN_MINUTES, spanOf, type Span, type TimelineRow as Row } from "../utils/timeline";
import { AppointmentBlock } from "./appointment-block";
import { FittedText, nameVariants } from "./fitted-text";

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

/**
 * Row heights in the board's rem: a lane of today's blocks has room for the name and the service, a
 * next-day lane for the name alone; overlapping bookings stack in lanes, each keeping its name.
 */
const LANE_REM = { today: 1.75, compact: 1.5 } as const;
const MIN_ROW_REM = { today: 2.5, compact: 1.5 } as const;

function positioned(span: Span): CSSProperties {
  return { left: `${span.left}%`, width: `${span.width}%` };
}

interface TimelineRowProps {
  row: Row;
  staff: readonly PublicStaff[];
  compact: boolean;
}

export function TimelineRow({ row, staff, compact }: TimelineRowProps) {
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
      <div className="flex w-(--label) shrink-0 items-center gap-2 pr-2 leading-tight">
        {!compact && <StaffAvatar name={row.staff && name} photoUrl={row.staff?.photoUrl ?? null} tone="dark" className="size-10 text-base" />}
        <div className="min-w-0 flex-1">
          <h3 className={cn("font-semibold", !row.staff && "italic")}>
            <span className="sr-only">{name}</span>
            <FittedText aria-hidden variants={row.staff ? nameVariants(name) : [name, s.unassignedShort]} data-staff-name />
          </h3>
          {!compact && shift && <FittedText variants={[s.shift(shift.start, shift.end), `${shift.start}–${shift.end}`]} className="text-stone-300 tabular-nums" />}
          {row.staff && !shift && (compact ? <span className="sr-only">{s.notPunchedIn}</span> : <FittedText variants={[s.notPunchedIn]} className="text-amber-200" />)}
        </div>
      </div>
      <div className="relative flex-1 bg-white/[0.03]" style={TRACK_GRID_STYLE}>
        {before && <div className="absolute inset-y-0 bg-black/45" style={positioned(before)} aria-hidden />}
        {after && <div className="absolute inset-y-0 bg-black/45" style={positioned(after)} aria-hidden />}
        {pause && pauseSpan && (
          <div className={cn("absolute inset-y-0.5 grid place-items-center rounded-md", BREAK_COLOUR)} style={{ ...positioned(pauseSpan), ...BREAK_STRIPES }} data-break>
            <Coffee aria-hidden className={compact ? "size-[1em]" : "size-[1.25em]"} />
            <span className="sr-only">{s.breakRange(pause.start, pause.end)}</span>
          </div>
        )}
        <ol aria-label={s.appointmentsOf(name)}>
          {row.appointments.map((placed) => (
            <AppointmentBlock key={`${placed.appointment.id}-${placed.part?.id ?? 1}`} placed={placed} staff={staff} lanes={row.lanes} compact={compact} />
          ))}
        </ol>
      </div>
    </li>
  );
}
