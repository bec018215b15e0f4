import { useId, useState, type FormEvent } from "react";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { formatDate, formatTime } from "@/lib/format";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { useStaff } from "@/lib/staff";
import { toMinutes } from "@shared/time";
import type { ScheduleResolutionInput, StrandedAppointment } from "../api/stranded";
import { useScheduleChangesStrings } from "../i18n/schedule-changes-strings";

type Action = ScheduleResolutionInput["action"];

interface Choice {
  action: Action;
  staffId: string;
  reason: string;
}

const overlaps = (a: StrandedAppointment, b: StrandedAppointment) =>
  a.appointmentDate === b.appointmentDate &&
  toMinutes(a.appointmentTime) < toMinutes(b.appointmentTime) + b.totalDuration &&
  toMinutes(b.appointmentTime) < toMinutes(a.appointmentTime) + a.totalDuration;

/**
 * Each appointment starts on the first suggested manicurist not already proposed for an overlapping one
 * (two jobs at one time cannot both go to her), else on "leave unassigned".
 */
function firstChoices(affected: readonly StrandedAppointment[]): Record<number, Choice> {
  const choices: Record<number, Choice> = {};
  affected.forEach((appointment, index) => {
    const taken = affected
      .slice(0, index)
      .filter((earlier) => overlaps(earlier, appointment) && choices[earlier.appointmentId].action === "reassign")
      .map((earlier) => choices[earlier.appointmentId].staffId);
    const staffId = appointment.suggestedStaffIds.map(String).find((id) => !taken.includes(id));
    choices[appointment.appointmentId] = staffId ? { action: "reassign", staffId, reason: "" } : { action: "unassign", staffId: "", reason: "" };
  });
  return choices;
}

interface ResolveBookingsDialogProps {
  /** The 409's list; the dialog is open while it is not null. Mount with a new key per list. */
  affected: StrandedAppointment[] | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (resolutions: ScheduleResolutionInput[]) => void;
}

/** The appointments a schedule change would strand, with a choice for each: reassign, leave unassigned, cancel. */
export function ResolveBookingsDialog({ affected, pending, onClose, onConfirm }: ResolveBookingsDialogProps) {
  const t = useScheduleChangesStrings();
  const language = usePageLanguage();
  const staff = useStaff();
  const [choices, setChoices] = useState(() => firstChoices(affected ?? []));
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  const nameOf = (id: number | null) => {
    const member = staff.data?.find((candidate) => candidate.id === id);
    return member ? (language === "en" ? member.nameEn : member.nameEs) : `#${id}`;
  };
  const set = (id: number, change: Partial<Choice>) => {
    setChoices((current) => ({ ...current, [id]: { ...current[id], ...change } }));
    setError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const list = affected ?? [];
    if (list.some((appointment) => choices[appointment.appointmentId].action === "cancel" && !choices[appointment.appointmentId].reason.trim())) {
      return setError(t.reasonMissing);
    }
    onConfirm(
      list.map(({ appointmentId }) => {
        const { action, staffId, reason } = choices[appointmentId];
        if (action === "reassign") return { appointmentId, action, staffId: Number(staffId) };
        if (action === "cancel") return { appointmentId, action, reason: reason.trim() };
        return { appointmentId, action };
      }),
    );
  };

  return (
    <FormDialog
      open={affected !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      description={t.description(affected?.length ?? 0)}
      closeLabel={t.close}
      cancelLabel={t.back}
      submitLabel={t.confirm}
      pendingLabel={t.saving}
      pending={pending}
      onSubmit={submit}
      contentClassName="sm:max-w-2xl"
    >
      <ul className="grid gap-4" data-stranded-list>
        {(affected ?? []).map((appointment) => {
          const id = `${baseId}-${appointment.appointmentId}`;
          const choice = choices[appointment.appointmentId];
          const when = `${formatDate(appointment.appointmentDate, language, "medium")}, ${formatTime(appointment.appointmentTime, language)}`;
          return (
            <li key={appointment.appointmentId} className="grid gap-2 rounded-2xl border border-plum-100 p-3" data-stranded-appointment={appointment.appointmentId}>
              <p className="font-semibold text-stone-900">{t.appointment(when, appointment.customerName ?? t.someone)}</p>
              <p className="text-sm text-stone-600">{appointment.staffId === null ? t.unassignedNow : t.withStaff(nameOf(appointment.staffId))}</p>
              <RadioGroup
                aria-label={t.choiceFor(when)}
                value={choice.action}
                onValueChange={(action) => set(appointment.appointmentId, { action: action as Action })}
              >
                <RadioCard
                  value="reassign"
                  title={t.reassign}
                  detail={appointment.suggestedStaffIds.length > 0 ? t.reassignDetail : t.noSuggestion}
                  disabled={appointment.suggestedStaffIds.length === 0}
                />
                <RadioCard value="unassign" title={t.unassign} detail={t.unassignDetail} />
                <RadioCard value="cancel" title={t.cancel} detail={t.cancelDetail} />
              </RadioGroup>
              {/* The choice's own field, outside the radio group, which may hold radios only. */}
              {choice.action === "reassign" ? (
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-staff`} className="text-xs">
                    {t.reassignTo}
                  </Label>
                  <NativeSelect id={`${id}-staff`} value={choice.staffId} onChange={(event) => set(appointment.appointmentId, { staffId: event.target.value })}>
                    {appointment.suggestedStaffIds.map((staffId) => (
                      <option key={staffId} value={staffId}>
                        {nameOf(staffId)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ) : null}
              {choice.action === "cancel" ? (
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-reason`} className="text-xs">
                    {t.reason}
                  </Label>
                  <Input id={`${id}-reason`} maxLength={500} required value={choice.reason} onChange={(event) => set(appointment.appointmentId, { reason: event.target.value })} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}
