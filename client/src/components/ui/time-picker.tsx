import type { Locale } from "@shared/schema";
import { formatTime } from "@/lib/format";
import { cn } from "@/lib/utils";

interface TimePickerProps {
  slots: ReadonlyArray<{ time: string; available: boolean }>;
  selected: string | null;
  onSelect: (time: string) => void;
  language: Locale;
  /** A time that stays choosable though taken (an appointment's own time, when moving it). */
  alwaysOpen?: string | null;
  className?: string;
}

/** The back office's slot buttons: one per time, taken ones struck through and disabled, the chosen one pressed. */
export function TimePicker({ slots, selected, onSelect, language, alwaysOpen = null, className }: TimePickerProps) {
  return (
    <div className={cn("grid grid-cols-4 gap-2 sm:grid-cols-6", className)}>
      {slots.map((slot) => {
        const open = slot.available || slot.time === alwaysOpen;
        return (
          <button
            key={slot.time}
            type="button"
            aria-pressed={slot.time === selected}
            disabled={!open}
            onClick={() => onSelect(slot.time)}
            className={cn(
              "h-10 rounded-lg border text-sm font-semibold tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600",
              slot.time === selected ? "border-plum-700 bg-plum-700 text-white" : "border-plum-200 bg-white text-plum-900 hover:bg-plum-50",
              !open && "cursor-not-allowed border-stone-200 bg-stone-100 text-stone-500 line-through",
            )}
          >
            {formatTime(slot.time, language)}
          </button>
        );
      })}
    </div>
  );
}
