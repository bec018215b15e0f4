import type { Locale } from "@shared/schema";
import { formatTime } from "@/lib/format";
import { cn } from "@/lib/utils";

interface SlotGridProps {
  slots: ReadonlyArray<{ time: string; available: boolean }>;
  selected: string | null;
  onSelect: (time: string) => void;
  language: Locale;
  /** The appointment's own time on this date: shown for reference, never a choice. */
  current: string | null;
  labelledBy: string;
  describedBy?: string;
  strings: { slotAvailable: string; slotUnavailable: string; currentSlot: string };
}

/**
 * The booking page's time grid as the customer knows it (free times green, taken ones struck through in
 * red, the chosen one plum), with the appointment's current time outlined; times as the emails write them.
 */
export function SlotGrid({ slots, selected, onSelect, language, current, labelledBy, describedBy, strings }: SlotGridProps) {
  return (
    <ul className="grid grid-cols-3 gap-2 min-[400px]:grid-cols-4 sm:grid-cols-6" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {slots.map(({ time, available }) => {
        const isCurrent = time === current;
        const open = available && !isCurrent;
        const isSelected = open && time === selected;
        const shown = formatTime(time, language, "12-hour");
        const state = isCurrent ? strings.currentSlot : available ? strings.slotAvailable : strings.slotUnavailable;
        return (
          <li key={time}>
            <button
              type="button"
              disabled={!open}
              aria-pressed={isSelected}
              aria-label={`${shown}, ${state}`}
              data-time={time}
              data-available={open}
              onClick={() => onSelect(time)}
              className={cn(
                "h-11 w-full rounded-xl border px-1 text-sm font-semibold whitespace-nowrap tabular-nums transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600 focus-visible:ring-offset-2",
                open && !isSelected && "border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800",
                isSelected && "border-plum-800 bg-plum-800 text-white ring-2 ring-plum-800 ring-offset-2",
                isCurrent && "cursor-not-allowed border-2 border-dashed border-plum-500 bg-plum-50 text-plum-900",
                !available && !isCurrent && "cursor-not-allowed border-red-200 bg-red-50 text-red-800 line-through",
              )}
            >
              {shown}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
