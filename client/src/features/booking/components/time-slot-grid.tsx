import { useId } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useI18n } from "@/lib/i18n/use-i18n";
import { cn } from "@/lib/utils";
import type { SlotGridState } from "../hooks/use-slot-grid";
import { formatTime } from "@/lib/format";

interface TimeSlotGridProps {
  grid: SlotGridState;
  selected: string | null;
  onSelect: (time: string) => void;
}

export function TimeSlotGrid({ grid, selected, onSelect }: TimeSlotGridProps) {
  const { t, language } = useI18n();
  const noteId = useId();
  if (grid.isLoading) return <Spinner label={t.common.loading} />;

  let note: string | null = null;
  if (grid.noStaffWorking) note = t.booking.noStaff;
  else if (!grid.slots.some((slot) => slot.available)) note = t.booking.noSlots;

  return (
    <div className="space-y-4">
      {note ? (
        <p id={noteId} role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {note}
        </p>
      ) : null}
      <ul className="grid grid-cols-3 gap-2 min-[400px]:grid-cols-4 sm:grid-cols-6" aria-describedby={note ? noteId : undefined}>
        {grid.slots.map(({ time, available }) => {
          const isSelected = time === selected;
          return (
            <li key={time}>
              <button
                type="button"
                disabled={!available}
                aria-pressed={isSelected}
                aria-label={`${formatTime(time, language)}, ${available ? t.booking.slotAvailable : t.booking.slotUnavailable}`}
                data-time={time}
                data-available={available}
                onClick={() => onSelect(time)}
                className={cn(
                  "h-11 w-full rounded-xl border text-sm font-semibold tabular-nums transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600 focus-visible:ring-offset-2",
                  available && !isSelected && "border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800",
                  available && isSelected && "border-plum-800 bg-plum-800 text-white ring-2 ring-plum-800 ring-offset-2",
                  !available && "cursor-not-allowed border-red-200 bg-red-50 text-red-800 line-through",
                )}
              >
                {formatTime(time, language)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
