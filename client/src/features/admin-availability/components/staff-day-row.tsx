import { Clock, Lock } from "lucide-react";
import { useId, useState } from "react";
import type { AvailabilityEntry } from "@shared/admin-api";
import type { PublicStaff } from "@shared/api";
import type { ResolvedStaffDay } from "@shared/schedule";
import { DEFAULT_STAFF_END, DEFAULT_STAFF_START } from "@shared/booking-rules";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isRefusal } from "@/lib/api-client";
import { useSaveAvailability } from "../api/save-availability";
import { adminAvailability as s } from "@/lib/i18n/es/admin-availability";
import type { ScheduleResolutionInput } from "../api/stranded";
import { ResolveBookingsDialog } from "./resolve-bookings-dialog";
import { useStrandedChoice } from "./use-stranded-choice";
import { NEW_DAY_HOURS, WorkingHoursDialog, type WorkingHours } from "./working-hours-dialog";

/**
 * A 403 carries the server's reason (only a superadmin may change a saved day), the one message worth
 * passing on; anything else gets the page's own.
 */
function saveErrorMessage(error: unknown): string {
  return isRefusal(error, 403) ? errorMessage(error, s.saveFailed) : s.saveFailed;
}

function storedHours(record: ResolvedStaffDay): WorkingHours {
  return {
    startTime: record.startTime ?? DEFAULT_STAFF_START,
    endTime: record.endTime ?? DEFAULT_STAFF_END,
    breakStartTime: record.breakStartTime ?? "",
  };
}

interface StaffDayRowProps {
  member: PublicStaff;
  record: ResolvedStaffDay | undefined;
  date: string;
  dateLabel: string;
  isSuperAdmin: boolean;
}

export function StaffDayRow({ member, record, date, dateLabel, isSuperAdmin }: StaffDayRowProps) {
  const save = useSaveAvailability();
  const [dialog, setDialog] = useState({ open: false, key: 0, initial: NEW_DAY_HOURS });
  const switchId = useId();
  const statusId = useId();
  const working = record?.isPunchedIn ?? false;
  // A regular admin may add working time but not take saved time away: a working day cannot be switched off.
  // The server enforces the same rule, and refuses a shorter day too.
  const locked = !isSuperAdmin && working;
  const hours = record && working ? storedHours(record) : null;

  const openDialog = (initial: WorkingHours) => setDialog((current) => ({ open: true, key: current.key + 1, initial }));
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));

  const stranded = useStrandedChoice();
  const submit = (entry: Omit<AvailabilityEntry, "staffId" | "date">, successTitle: string, resolutions?: ScheduleResolutionInput[]) => {
    save.mutate(
      { staffId: member.id, date, ...entry, resolutions },
      {
        onSuccess: () => {
          closeDialog();
          stranded.close();
          toast({ title: successTitle, description: member.nameEs });
        },
        onError: (error) => {
          // The day would strand appointments: the list takes the hours dialog's place, and the day is sent
          // again with a choice for each. A refusal of those choices keeps the list open and says why.
          // "Back" reopens the hours dialog under its same key, so it still holds the hours the admin chose.
          const reopen = () => setDialog((current) => ({ ...current, open: true }));
          if (stranded.offer(error, (chosen) => submit(entry, successTitle, chosen), entry.isPunchedIn ? reopen : undefined)) {
            closeDialog();
            if (resolutions) toast({ variant: "destructive", title: s.error, description: errorMessage(error, s.saveFailed) });
            return;
          }
          // Refused means the day is now someone else's saved plan: editing further here is pointless.
          if (isRefusal(error, 403)) closeDialog();
          toast({ variant: "destructive", title: s.error, description: saveErrorMessage(error) });
        },
      },
    );
  };

  const onToggle = (checked: boolean) => {
    if (checked) openDialog(NEW_DAY_HOURS);
    else submit({ isPunchedIn: false }, s.removed);
  };

  const saveHours = (chosen: WorkingHours) =>
    submit(
      { isPunchedIn: true, startTime: chosen.startTime, endTime: chosen.endTime, breakStartTime: chosen.breakStartTime || null },
      s.saved,
    );

  return (
    <li className="flex flex-wrap items-center gap-4 rounded-2xl border border-plum-100 bg-white p-4 shadow-sm" data-staff-id={member.id}>
      <div className="grid min-w-48 flex-1 gap-1">
        <h3 className="font-semibold text-stone-900">{member.nameEs}</h3>
        <p id={statusId} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
          {hours ? (
            <>
              <span className="inline-flex items-center gap-1.5 font-medium text-emerald-800">
                <Clock className="size-4" aria-hidden />
                {s.hours(hours.startTime, hours.endTime)}
              </span>
              <span>{hours.breakStartTime ? s.breakAt(hours.breakStartTime) : s.noBreak}</span>
            </>
          ) : (
            <span>{s.notWorking}</span>
          )}
          {record ? <Badge variant="soft">{s.sources[record.source]}</Badge> : null}
          {locked ? (
            <Badge variant="muted" title={s.lockedHint}>
              <Lock className="size-3" aria-hidden />
              {s.locked}
              <span className="sr-only">: {s.lockedHint}</span>
            </Badge>
          ) : null}
        </p>
      </div>
      <div className="flex items-center gap-3">
        {working ? (
          <Button variant="outline" size="sm" aria-label={s.editHoursFor(member.nameEs)} onClick={() => hours && openDialog(hours)} disabled={save.isPending}>
            {s.editHours}
          </Button>
        ) : null}
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={working}
            onCheckedChange={onToggle}
            disabled={locked || save.isPending}
            aria-label={s.workingSwitch(member.nameEs)}
            aria-describedby={statusId}
          />
          <label htmlFor={switchId} className="text-sm font-medium text-stone-800" aria-hidden>
            {s.working}
          </label>
        </div>
      </div>
      <WorkingHoursDialog
        key={dialog.key}
        open={dialog.open}
        onOpenChange={(open) => {
          if (!open) closeDialog();
        }}
        staffName={member.nameEs}
        dateLabel={dateLabel}
        initial={dialog.initial}
        pending={save.isPending}
        onSave={saveHours}
      />
      <ResolveBookingsDialog
        key={stranded.state?.key ?? 0}
        affected={stranded.state?.affected ?? null}
        pending={save.isPending}
        onClose={stranded.back}
        onConfirm={(resolutions) => stranded.state?.save(resolutions)}
      />
    </li>
  );
}
