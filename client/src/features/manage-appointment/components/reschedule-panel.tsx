import { useId, useState } from "react";
import type { ManagedAppointment } from "@shared/manage-api";
import { bookableDates } from "@shared/time";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { formatDate, formatDateTime } from "@/lib/format";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { cn } from "@/lib/utils";
import { useRescheduleTimes } from "../api/get-reschedule-times";
import { useRescheduleAppointment } from "../api/reschedule-appointment";
import { useManageAppointmentStrings } from "../i18n/strings";
import { SlotGrid } from "./slot-grid";

interface ReschedulePanelProps {
  id: string;
  token: string;
  appointment: ManagedAppointment;
  onClose: () => void;
  onMoved: (moved: ManagedAppointment) => void;
}

/**
 * The date to show first: the appointment's own when it lies in the booking window, else the window's
 * first day (the front desk books further ahead than customers may move to). The server's answer then
 * lists the window's dates itself.
 */
function firstDate(appointmentDate: string): string {
  const window = bookableDates(new Date());
  return window.includes(appointmentDate) ? appointmentDate : (window[0] ?? appointmentDate);
}

/** Choose a date among the bookable ones, then a free time on the grid, then confirm the move. */
export function ReschedulePanel({ id, token, appointment, onClose, onMoved }: ReschedulePanelProps) {
  const t = useManageAppointmentStrings();
  const language = usePageLanguage();
  const baseId = useId();
  const [date, setDate] = useState(() => firstDate(appointment.appointmentDate));
  const [time, setTime] = useState<string | null>(null);
  // The time being confirmed, fixed when the dialog opens: a refresh of the grid behind it does not change the question.
  const [confirming, setConfirming] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const times = useRescheduleTimes(token, date);
  const reschedule = useRescheduleAppointment(token);

  const current = date === appointment.appointmentDate ? appointment.appointmentTime : null;
  const slots = times.isPlaceholderData ? undefined : times.data?.times;
  // A time chosen before the grid refreshed counts only while it is still free.
  const chosen = slots?.some((slot) => slot.time === time && slot.available && slot.time !== current) ? time : null;

  const selectDate = (next: string) => {
    setDate(next);
    setTime(null);
    setHint(null);
  };
  const selectTime = (next: string) => {
    setTime(next);
    setHint(null);
  };
  const review = () => {
    if (chosen) setConfirming(chosen);
    else setHint(t.chooseTime);
  };
  const move = () => {
    if (!confirming) return;
    reschedule.mutate(
      { appointmentDate: date, appointmentTime: confirming },
      {
        onSuccess: (moved) => {
          setConfirming(null);
          onMoved(moved);
        },
        onError: (failure) => {
          setConfirming(null);
          setTime(null);
          setHint(errorMessage(failure, t.changeFailed));
        },
      },
    );
  };

  let grid;
  if (times.isError && !times.data) {
    grid = (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        <span>{errorMessage(times.error, t.timesFailed)}</span>
        <Button variant="outline" size="sm" onClick={() => void times.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  } else if (!slots) {
    grid = <Spinner label={t.loading} />;
  } else {
    const noneFree = !slots.some((slot) => slot.available && slot.time !== current);
    grid = (
      <div className="space-y-3">
        {noneFree ? (
          <p id={`${baseId}-none`} role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {t.noSlots}
          </p>
        ) : null}
        <SlotGrid
          slots={slots}
          selected={chosen}
          onSelect={selectTime}
          language={language}
          current={current}
          labelledBy={`${baseId}-time`}
          describedBy={noneFree ? `${baseId}-none` : undefined}
          strings={t}
        />
      </div>
    );
  }

  const from = formatDateTime(appointment.appointmentDate, appointment.appointmentTime, language);
  return (
    <section id={id} aria-labelledby={`${baseId}-title`} className="space-y-5 rounded-2xl border border-plum-200 p-4 sm:p-5">
      <div className="space-y-1">
        <h2 id={`${baseId}-title`} className="font-display text-lg font-semibold text-plum-950">
          {t.rescheduleTitle}
        </h2>
        <p className="text-sm text-stone-700">{t.rescheduleHint}</p>
      </div>
      <div className="space-y-2">
        <h3 id={`${baseId}-date`} className="text-sm font-semibold text-stone-800">
          {t.newDate}
        </h3>
        {times.data ? (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-labelledby={`${baseId}-date`}>
            {times.data.dates.map((day) => (
              <li key={day} data-day={day} data-selected={day === date}>
                <button
                  type="button"
                  aria-pressed={day === date}
                  onClick={() => selectDate(day)}
                  className={cn(
                    "h-12 w-full rounded-xl border px-2 text-sm font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600 focus-visible:ring-offset-2",
                    day === date ? "border-plum-800 bg-plum-800 text-white" : "border-plum-300 bg-white text-plum-900 hover:bg-plum-50",
                  )}
                >
                  {formatDate(day, language, "short")}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="space-y-2">
        <h3 id={`${baseId}-time`} className="text-sm font-semibold text-stone-800">
          {t.newTime}
        </h3>
        {grid}
      </div>
      {hint ? (
        <p id={`${baseId}-hint`} role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t.keepTime}
        </Button>
        <Button onClick={review} aria-describedby={hint ? `${baseId}-hint` : undefined}>
          {t.moveButton}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t.moveTitle}
        description={
          <>
            <span className="block">
              {t.moveFrom}: {from}
            </span>
            <span className="block font-semibold text-stone-900">
              {t.moveTo}: {confirming ? formatDateTime(date, confirming, language) : ""}
            </span>
          </>
        }
        cancelLabel={t.keepTime}
        confirmLabel={t.confirmMove}
        pendingLabel={t.moving}
        pending={reschedule.isPending}
        onConfirm={move}
        destructive={false}
      />
    </section>
  );
}
