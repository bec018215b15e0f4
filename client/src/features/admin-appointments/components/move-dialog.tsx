import { useId, useMemo, useState, type FormEvent } from "react";
import type { AdminAppointment } from "@shared/admin-api";
import type { PublicStaff } from "@shared/api";
import { assignedBookings, slotGrid, staffSlotGrid } from "@shared/booking-rules";
import { addDays, FRONT_DESK_WINDOW_DAYS, isFrontDeskDate, salonDate } from "@shared/time";
import { visitSlotGrid } from "@shared/visit-slots";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TimePicker } from "@/components/ui/time-picker";
import { StaffSelect } from "@/components/ui/staff-select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useManicuristDay } from "@/lib/admin-appointments";
import { useSlotDay } from "@/lib/slot-day";
import { bookedPlan, withoutOwnParts } from "@/lib/visit-parts";
import { useMoveAppointment } from "../api/move-appointment";
import { useAppointmentStrings } from "../i18n/strings";

interface MoveDialogProps {
  appointment: AdminAppointment;
  staff: PublicStaff[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Moves an appointment to another date, time or manicurist. The grid uses the booking page's rules on
 * the day as it is without this appointment (a visit of several parts the part rule, without any of its
 * parts); the server checks the same rules again under its locks.
 */
export function MoveDialog({ appointment, staff, open, onOpenChange }: MoveDialogProps) {
  const s = useAppointmentStrings();
  const { language } = useI18n();
  const move = useMoveAppointment();
  const baseId = useId();
  const [date, setDate] = useState(appointment.appointmentDate);
  const [time, setTime] = useState(appointment.appointmentTime);
  const [staffId, setStaffId] = useState<number | null>(appointment.staffId);
  // A visit of several parts moves whole with each part's manicurist; they are changed part by part on the card.
  const severalParts = appointment.segments.length > 1;
  const now = new Date();
  const day = useSlotDay(date, appointment.serviceIds);
  // The chosen manicurist's own bookings that day, read for that day alone.
  const theirDay = useManicuristDay(date, staffId);
  const pending = day.isPending || (staffId !== null && theirDay.isPending);
  const dateValid = isFrontDeskDate(date, now);

  const grid = useMemo(() => {
    if (!day.occupied || !day.qualifiedStaffIds || !day.qualifiedByService || !dateValid) return [];
    if (severalParts) {
      // Its own parts do not count against it; the server checks each part's manicurist for her new minutes.
      const occupied = date === appointment.appointmentDate ? withoutOwnParts(day.occupied, appointment) : day.occupied;
      return visitSlotGrid({ date, now, plan: bookedPlan(appointment, day.qualifiedByService), availability: day.availability, appointments: occupied });
    }
    // Its own time does not count against it.
    const ownIndex = date === appointment.appointmentDate ? day.occupied.findIndex((slot) => slot.appointmentTime === appointment.appointmentTime) : -1;
    const occupied = day.occupied.filter((_slot, index) => index !== ownIndex);
    const context = { date, now, durationMinutes: appointment.totalDuration, qualifiedStaffIds: day.qualifiedStaffIds, availability: day.availability, appointments: occupied };
    if (staffId === null) return slotGrid(context);
    if (!theirDay.data) return [];
    const theirs = assignedBookings(theirDay.data.rows.filter((other) => other.id !== appointment.id));
    return staffSlotGrid(context, staffId, theirs);
    // `now` changes every render; the grid follows the data and the choices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [day.occupied, day.availability, day.qualifiedStaffIds, day.qualifiedByService, date, staffId, appointment, theirDay.data, dateValid, severalParts]);

  const choices = staff.filter((member) => day.qualifiedStaffIds?.includes(member.id) || member.id === appointment.staffId);
  const unchanged = date === appointment.appointmentDate && time === appointment.appointmentTime && staffId === appointment.staffId;
  const timeOpen = grid.some((slot) => slot.time === time && slot.available) || (date === appointment.appointmentDate && time === appointment.appointmentTime);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (unchanged) return onOpenChange(false);
    // Told through the promise: moved to another date, the card (and this dialog) may leave the page before it settles.
    move
      .mutateAsync({
        id: appointment.id,
        ...(date !== appointment.appointmentDate ? { appointmentDate: date } : {}),
        ...(time !== appointment.appointmentTime ? { appointmentTime: time } : {}),
        ...(staffId !== null && staffId !== appointment.staffId ? { staffId } : {}),
      })
      .then(
        () => {
          onOpenChange(false);
          toast({ title: s.moved });
        },
        (error: unknown) => toast({ variant: "destructive", title: s.moveFailed, description: errorMessage(error, s.moveFailed) }),
      );
  };

  const today = salonDate(now);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={s.moveTitle}
      description={s.moveIntro}
      closeLabel={s.close}
      cancelLabel={s.cancel}
      submitLabel={s.saveMove}
      pendingLabel={s.saving}
      pending={move.isPending}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${baseId}-date`}>{s.newDate}</Label>
          <Input id={`${baseId}-date`} type="date" min={today} max={addDays(today, FRONT_DESK_WINDOW_DAYS)} value={date} onChange={(event) => setDate(event.target.value)} />
        </div>
        {severalParts ? (
          <p className="text-sm text-stone-700">{s.movePartsKeepStaff}</p>
        ) : (
          <div className="grid gap-1.5">
            <Label htmlFor={`${baseId}-staff`}>{s.manicurist}</Label>
            <StaffSelect
              id={`${baseId}-staff`}
              value={staffId}
              onChange={setStaffId}
              members={choices}
              emptyLabel={appointment.staffId === null ? s.unassigned : undefined}
              language={language}
            />
          </div>
        )}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-stone-800">{s.newTime}</legend>
        {!dateValid ? (
          <p className="text-sm text-red-800">{s.moveDateInvalid(FRONT_DESK_WINDOW_DAYS)}</p>
        ) : pending ? (
          <p className="text-sm text-stone-600">{s.loading}</p>
        ) : grid.every((slot) => !slot.available) ? (
          <p className="text-sm text-amber-900">{s.noFreeTime}</p>
        ) : null}
        <TimePicker
          slots={grid}
          selected={time}
          onSelect={setTime}
          language={language}
          alwaysOpen={date === appointment.appointmentDate ? appointment.appointmentTime : null}
        />
        {!timeOpen && dateValid && !pending ? <p className="text-sm text-amber-900">{s.chooseFreeTime}</p> : null}
      </fieldset>
    </FormDialog>
  );
}
