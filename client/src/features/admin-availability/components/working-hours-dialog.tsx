import { useId, useState, type FormEvent } from "react";
import { BREAK_MINUTES } from "@shared/booking-rules";
import { SLOT_TIMES, toMinutes } from "@shared/time";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { adminAvailability as s } from "@/lib/i18n/es/admin-availability";

export interface WorkingHours {
  startTime: string;
  endTime: string;
  /** Empty: no break that day. */
  breakStartTime: string;
}

/** A new working day starts as the salon's full day, 09:00 to 20:30, with the break at noon. */
export const NEW_DAY_HOURS: WorkingHours = { startTime: "09:00", endTime: "20:30", breakStartTime: "12:00" };

function validate(hours: WorkingHours): string | null {
  const start = toMinutes(hours.startTime);
  const end = toMinutes(hours.endTime);
  if (end <= start) return s.endAfterStart;
  if (hours.breakStartTime) {
    const breakStart = toMinutes(hours.breakStartTime);
    if (breakStart < start || breakStart + BREAK_MINUTES > end) return s.breakInside;
  }
  return null;
}

interface WorkingHoursDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  staffName: string;
  dateLabel: string;
  initial: WorkingHours;
  pending: boolean;
  onSave: (hours: WorkingHours) => void;
}

/** Mount it with a new key per opening so the selects start from `initial`. */
export function WorkingHoursDialog({ open, onOpenChange, staffName, dateLabel, initial, pending, onSave }: WorkingHoursDialogProps) {
  const [hours, setHours] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();

  const set = (field: keyof WorkingHours, value: string) => {
    setHours((current) => ({ ...current, [field]: value }));
    setError(null);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validate(hours);
    if (problem) {
      setError(problem);
      return;
    }
    onSave(hours);
  };

  const selects = [
    { field: "startTime", label: s.start },
    { field: "endTime", label: s.end },
    { field: "breakStartTime", label: s.breakStart },
  ] as const;

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent closeLabel={s.close} lang="es">
        <DialogHeader>
          <DialogTitle>{s.dialogTitle(staffName)}</DialogTitle>
          <DialogDescription>{s.dialogDescription(dateLabel)}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit}>
          <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
            {selects.map(({ field, label }) => (
              <div key={field} className="grid gap-1.5">
                <Label htmlFor={`${baseId}-${field}`}>{label}</Label>
                <NativeSelect
                  id={`${baseId}-${field}`}
                  value={hours[field]}
                  onChange={(event) => set(field, event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${baseId}-error` : undefined}
                >
                  {field === "breakStartTime" ? <option value="">{s.noBreak}</option> : null}
                  {SLOT_TIMES.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ))}
          </div>
          {error ? (
            <p id={`${baseId}-error`} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <DialogFormFooter
            cancelLabel={s.cancel}
            submitLabel={s.save}
            pendingLabel={s.saving}
            pending={pending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
