import { useId, useState, type FormEvent } from "react";
import type { WeeklyScheduleDay } from "@shared/admin-api";
import { BREAK_MINUTES } from "@shared/booking-rules";
import { toMinutes } from "@shared/time";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { adminAvailability as s } from "@/lib/i18n/es/admin-availability";

/** Monday first, as the salon's week reads; 0 = Sunday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

interface DayRow {
  working: boolean;
  startTime: string;
  endTime: string;
  breakStartTime: string;
}

function rowsFrom(days: WeeklyScheduleDay[]): Record<number, DayRow> {
  return Object.fromEntries(
    WEEK_ORDER.map((weekday) => {
      const day = days.find((candidate) => candidate.weekday === weekday);
      return [weekday, day ? { working: true, ...day, breakStartTime: day.breakStartTime ?? "" } : { working: false, startTime: "09:00", endTime: "18:00", breakStartTime: "12:00" }];
    }),
  );
}

function problemOf(row: DayRow): string | null {
  if (toMinutes(row.endTime) <= toMinutes(row.startTime)) return s.endAfterStart;
  if (row.breakStartTime && (toMinutes(row.breakStartTime) < toMinutes(row.startTime) || toMinutes(row.breakStartTime) + BREAK_MINUTES > toMinutes(row.endTime))) {
    return s.breakInside;
  }
  return null;
}

interface WeekDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  staffName: string;
  days: WeeklyScheduleDay[];
  pending: boolean;
  onSave: (days: WeeklyScheduleDay[]) => void;
}

/** The regular week of one member: which weekdays they work and their hours. Mount with a new key per opening. */
export function WeekDialog({ open, onOpenChange, staffName, days, pending, onSave }: WeekDialogProps) {
  const [rows, setRows] = useState(() => rowsFrom(days));
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  const set = (weekday: number, change: Partial<DayRow>) => {
    setRows((current) => ({ ...current, [weekday]: { ...current[weekday], ...change } }));
    setError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const worked = WEEK_ORDER.filter((weekday) => rows[weekday].working);
    const problem = worked.map((weekday) => problemOf(rows[weekday])).find(Boolean);
    if (problem) return setError(problem);
    onSave(worked.map((weekday) => ({ weekday, startTime: rows[weekday].startTime, endTime: rows[weekday].endTime, breakStartTime: rows[weekday].breakStartTime || null })));
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={s.weekTitle(staffName)}
      description={s.weekDescription}
      closeLabel={s.close}
      cancelLabel={s.cancel}
      submitLabel={s.save}
      pendingLabel={s.saving}
      pending={pending}
      onSubmit={submit}
      contentClassName="sm:max-w-3xl"
    >
      <div className="grid gap-2">
        {WEEK_ORDER.map((weekday) => {
          const row = rows[weekday];
          const id = `${baseId}-${weekday}`;
          return (
            <fieldset key={weekday} className="grid grid-cols-3 items-end gap-2 sm:grid-cols-[8rem_repeat(3,minmax(0,1fr))]">
              <legend className="sr-only">{s.weekdays[weekday]}</legend>
              <div className="col-span-3 flex items-center gap-2 sm:col-span-1 sm:pb-2">
                <Checkbox id={`${id}-working`} checked={row.working} onCheckedChange={(next) => set(weekday, { working: next === true })} />
                <Label htmlFor={`${id}-working`}>{s.weekdays[weekday]}</Label>
              </div>
              {(
                [
                  ["startTime", s.start],
                  ["endTime", s.end],
                  ["breakStartTime", s.breakStart],
                ] as const
              ).map(([field, label]) => (
                <div key={field} className="grid gap-1">
                  <Label htmlFor={`${id}-${field}`} className="text-xs">
                    {label}
                  </Label>
                  <Input
                    id={`${id}-${field}`}
                    type="time"
                    step={1800}
                    disabled={!row.working}
                    required={field !== "breakStartTime"}
                    value={row[field]}
                    onChange={(event) => set(weekday, { [field]: event.target.value })}
                  />
                </div>
              ))}
            </fieldset>
          );
        })}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}
