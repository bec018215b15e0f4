import { CalendarRange, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { PublicStaff } from "@shared/api";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { adminAvailability as s } from "@/lib/i18n/es/admin-availability";
import { useAddTimeOff } from "../api/add-time-off";
import { useSchedule } from "../api/get-schedule";
import { useTimeOff } from "../api/get-time-off";
import { useRemoveTimeOff } from "../api/remove-time-off";
import { useSaveSchedule } from "../api/save-schedule";
import type { ScheduleResolutionInput } from "../api/stranded";
import type { WeeklyScheduleDay } from "@shared/admin-api";
import { ResolveBookingsDialog } from "./resolve-bookings-dialog";
import { useStrandedChoice } from "./use-stranded-choice";
import { WEEK_ORDER, WeekDialog } from "./week-dialog";

/** One member's regular week and time off, with their editors. */
export function StaffWeek({ member, isSuperAdmin, today }: { member: PublicStaff; isSuperAdmin: boolean; today: string }) {
  const schedule = useSchedule(member.id);
  const timeOff = useTimeOff(member.id);
  const saveSchedule = useSaveSchedule();
  const addTimeOff = useAddTimeOff();
  const removeTimeOff = useRemoveTimeOff();
  const [dialog, setDialog] = useState({ open: false, key: 0 });
  const [range, setRange] = useState({ startDate: today, endDate: today, note: "" });
  const baseId = useId();
  const days = schedule.data?.days ?? [];
  const failed = (error: unknown) => toast({ variant: "destructive", title: s.error, description: errorMessage(error, s.saveFailed) });
  const stranded = useStrandedChoice();
  // A save that would strand appointments comes back with them: the admin chooses for each and it is sent again.
  // A refusal of the choices themselves (that manicurist is busy now) keeps the list open and says why.
  const offerOrFail = (error: unknown, retry: (resolutions: ScheduleResolutionInput[]) => void, sentChoices: boolean, back?: () => void): boolean => {
    const offered = stranded.offer(error, retry, back);
    if (!offered || sentChoices) failed(error);
    return offered;
  };

  const sendRange = (resolutions?: ScheduleResolutionInput[]) =>
    addTimeOff.mutate(
      { staffId: member.id, range: { ...range, resolutions } },
      {
        onSuccess: () => {
          stranded.close();
          toast({ title: s.timeOffAdded, description: member.nameEs });
        },
        onError: (error) => offerOrFail(error, sendRange, resolutions !== undefined),
      },
    );
  const addRange = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    sendRange();
  };

  const sendWeek = (week: WeeklyScheduleDay[], resolutions?: ScheduleResolutionInput[]) =>
    saveSchedule.mutate(
      { staffId: member.id, week: { days: week, resolutions } },
      {
        onSuccess: () => {
          setDialog((current) => ({ ...current, open: false }));
          stranded.close();
          toast({ title: s.weekSaved, description: member.nameEs });
        },
        onError: (error) => {
          // The list takes the week dialog's place; the week chosen is kept in the retry, and "Back" reopens the
          // same dialog (same key, so it still holds the edited hours).
          const reopen = () => setDialog((current) => ({ ...current, open: true }));
          if (offerOrFail(error, (chosen) => sendWeek(week, chosen), resolutions !== undefined, reopen)) setDialog((current) => ({ ...current, open: false }));
        },
      },
    );

  return (
    <li className="grid gap-3 rounded-2xl border border-plum-100 bg-white p-4 shadow-sm" data-staff-week={member.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-stone-900">{member.nameEs}</h3>
        <Button variant="outline" size="sm" aria-label={s.editWeekFor(member.nameEs)} onClick={() => setDialog((current) => ({ open: true, key: current.key + 1 }))} disabled={!schedule.isSuccess}>
          <CalendarRange aria-hidden />
          {s.editWeek}
        </Button>
      </div>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4 lg:grid-cols-7" aria-label={s.weekOf(member.nameEs)}>
        {WEEK_ORDER.map((weekday) => {
          const day = days.find((candidate) => candidate.weekday === weekday);
          return (
            <li key={weekday} className="grid">
              <span className="font-medium text-stone-800">{s.weekdays[weekday]}</span>
              <span className={day ? "text-emerald-800" : "text-stone-500"}>{day ? s.hours(day.startTime, day.endTime) : s.dayOff}</span>
              {day?.breakStartTime ? <span className="text-xs text-stone-600">{s.breakAt(day.breakStartTime)}</span> : null}
            </li>
          );
        })}
      </ul>
      <div className="grid gap-2">
        <h4 className="text-sm font-semibold text-stone-800">{s.timeOff}</h4>
        {(timeOff.data ?? []).filter((entry) => entry.endDate >= today).length === 0 ? <p className="text-sm text-stone-600">{s.noTimeOff}</p> : null}
        <ul className="grid gap-1">
          {(timeOff.data ?? [])
            .filter((entry) => entry.endDate >= today)
            .map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">{s.range(formatDate(entry.startDate, "es", "medium"), formatDate(entry.endDate, "es", "medium"))}</span>
                {entry.note ? <span className="text-stone-600">· {entry.note}</span> : null}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={s.removeTimeOff(member.nameEs)}
                  onClick={() => removeTimeOff.mutate({ staffId: member.id, id: entry.id }, { onError: failed })}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
        </ul>
        {isSuperAdmin ? (
          <form className="flex flex-wrap items-end gap-2" onSubmit={addRange}>
            <div className="grid gap-1">
              <Label htmlFor={`${baseId}-from`} className="text-xs">
                {s.from}
              </Label>
              <Input id={`${baseId}-from`} type="date" min={today} required value={range.startDate} onChange={(event) => setRange({ ...range, startDate: event.target.value })} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${baseId}-to`} className="text-xs">
                {s.to}
              </Label>
              <Input id={`${baseId}-to`} type="date" min={range.startDate} required value={range.endDate} onChange={(event) => setRange({ ...range, endDate: event.target.value })} />
            </div>
            <div className="grid min-w-40 flex-1 gap-1">
              <Label htmlFor={`${baseId}-note`} className="text-xs">
                {s.note}
              </Label>
              <Input id={`${baseId}-note`} maxLength={200} value={range.note} onChange={(event) => setRange({ ...range, note: event.target.value })} />
            </div>
            <Button type="submit" variant="outline" size="sm" disabled={addTimeOff.isPending} aria-label={s.addTimeOffFor(member.nameEs)}>
              {s.addTimeOff}
            </Button>
          </form>
        ) : (
          <p className="text-xs text-stone-600">{s.timeOffSuperAdminOnly}</p>
        )}
      </div>
      <WeekDialog
        key={dialog.key}
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        staffName={member.nameEs}
        days={days}
        pending={saveSchedule.isPending}
        onSave={(week) => sendWeek(week)}
      />
      <ResolveBookingsDialog
        key={stranded.state?.key ?? 0}
        affected={stranded.state?.affected ?? null}
        pending={addTimeOff.isPending || saveSchedule.isPending}
        onClose={stranded.back}
        onConfirm={(resolutions) => stranded.state?.save(resolutions)}
      />
    </li>
  );
}
