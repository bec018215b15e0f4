import { CalendarDays, CheckCheck, Clock, Mail, Phone, Timer, UserRound } from "lucide-react";
import { useId } from "react";
import { ADMIN_SETTABLE_STATUSES, type AdminAppointment } from "@shared/admin-api";
import type { PublicStaff } from "@shared/api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { useI18n } from "@/lib/i18n/use-i18n";
import { errorMessage } from "@/lib/api-client";
import { formatDate, formatPrice, formatTime, localizedName } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useCompleteAppointment } from "../api/complete-appointment";
import { useUpdateAppointmentStatus, type AdminSettableStatus } from "../api/update-appointment-status";
import { useAppointmentStrings } from "../i18n/strings";
import { pedicureLabel, serviceNames, statusLabel, timeToAssign } from "../utils/format";
import { StaffPicker } from "./staff-picker";

/** Text and background pairs chosen for at least 4.5:1 contrast. */
const STATUS_TONES: Record<string, string> = {
  pending_staff_confirmation: "bg-amber-100 text-amber-900",
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-emerald-100 text-emerald-900",
  completed: "bg-sky-100 text-sky-900",
  cancelled: "bg-stone-200 text-stone-800",
  declined: "bg-red-100 text-red-900",
};

function isSettable(status: string): status is AdminSettableStatus {
  return (ADMIN_SETTABLE_STATUSES as readonly string[]).includes(status);
}

interface AppointmentCardProps {
  appointment: AdminAppointment;
  staff: PublicStaff[];
}

export function AppointmentCard({ appointment, staff }: AppointmentCardProps) {
  const s = useAppointmentStrings();
  const { language } = useI18n();
  const updateStatus = useUpdateAppointmentStatus();
  const complete = useCompleteAppointment();
  const statusId = useId();
  const isCompleted = appointment.status === "completed";
  const clientName = [appointment.user.firstName, appointment.user.lastName].filter(Boolean).join(" ") || s.noName;

  const changeStatus = (status: string) => {
    if (!isSettable(status)) return;
    updateStatus.mutate(
      { id: appointment.id, status },
      {
        onSuccess: () => toast({ title: s.statusUpdated, description: statusLabel(status, s) }),
        onError: (error) =>
          toast({ variant: "destructive", title: s.statusFailed, description: errorMessage(error, s.statusFailed) }),
      },
    );
  };

  const completeNow = () => {
    complete.mutate(appointment.id, {
      onSuccess: () => toast({ title: s.appointmentCompleted }),
      onError: (error) =>
        toast({ variant: "destructive", title: s.completeFailed, description: errorMessage(error, s.completeFailed) }),
    });
  };

  return (
    <article
      aria-labelledby={`appointment-${appointment.id}-title`}
      data-appointment-id={appointment.id}
      className="flex flex-col gap-4 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 id={`appointment-${appointment.id}-title`} className="text-lg font-semibold text-plum-950">
            {clientName}
          </h3>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4 text-plum-700" aria-hidden />
              {formatDate(appointment.appointmentDate, language, "shortWithYear")}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4 text-plum-700" aria-hidden />
              {formatTime(appointment.appointmentTime, language)}
            </span>
          </p>
        </div>
        <Badge className={cn(STATUS_TONES[appointment.status] ?? "bg-stone-200 text-stone-800")}>
          {statusLabel(appointment.status, s)}
        </Badge>
      </header>

      <div role="group" aria-label={s.services} className="grid gap-2">
        <ul className="grid gap-0.5 text-stone-900">
          {serviceNames(appointment, language).map((name, index) => (
            <li key={`${index}-${name}`} className="font-medium">
              {name}
            </li>
          ))}
        </ul>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
          <span className="inline-flex items-center gap-1.5">
            <Timer className="size-4 text-plum-700" aria-hidden />
            {s.minutes(appointment.totalDuration)}
          </span>
          <span className="font-semibold text-plum-900 tabular-nums">{formatPrice(appointment.totalPrice)}</span>
        </p>
        {appointment.pedicureType || appointment.needsAcrylicRemoval || appointment.needsGelishRemoval ? (
          <div className="flex flex-wrap gap-2">
            {appointment.pedicureType ? <Badge variant="soft">{s.pedicure(pedicureLabel(appointment.pedicureType, s))}</Badge> : null}
            {appointment.needsAcrylicRemoval ? <Badge className="bg-orange-100 text-orange-900">{s.acrylicRemoval}</Badge> : null}
            {appointment.needsGelishRemoval ? <Badge className="bg-violet-100 text-violet-900">{s.gelRemoval}</Badge> : null}
          </div>
        ) : null}
      </div>

      <div role="group" aria-label={s.client} className="grid gap-1 text-sm">
        {appointment.user.email ? (
          <a
            href={`mailto:${appointment.user.email}`}
            className="inline-flex w-fit items-center gap-1.5 rounded text-stone-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600"
          >
            <Mail className="size-4 text-plum-700" aria-hidden />
            {appointment.user.email}
          </a>
        ) : null}
        {appointment.user.phone ? (
          <a
            href={`tel:${appointment.user.phone}`}
            className="inline-flex w-fit items-center gap-1.5 rounded text-stone-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600"
          >
            <Phone className="size-4 text-plum-700" aria-hidden />
            {appointment.user.phone}
          </a>
        ) : null}
      </div>

      <div className="grid gap-3 rounded-xl bg-plum-50 p-4">
        <p className="flex items-center gap-2 text-sm">
          <UserRound className="size-4 text-plum-700" aria-hidden />
          <span className="text-stone-700">{s.manicurist}:</span>
          <span className="font-semibold text-stone-900">
            {appointment.staff ? localizedName(appointment.staff, language) : s.unassigned}
          </span>
        </p>
        {isCompleted ? (
          <p className="text-sm text-stone-700">
            {s.timeToAssign}:{" "}
            <span className="font-semibold text-stone-900">
              {appointment.staffAssignedAt ? timeToAssign(appointment.createdAt, appointment.staffAssignedAt, s) : s.notAssigned}
            </span>
          </p>
        ) : (
          <StaffPicker appointment={appointment} staff={staff} />
        )}
      </div>

      {isCompleted ? null : (
        <footer className="flex flex-wrap items-end gap-3">
          <div className="grid min-w-48 flex-1 gap-1.5">
            <Label htmlFor={statusId}>{s.statusLabel}</Label>
            <NativeSelect
              id={statusId}
              value={isSettable(appointment.status) ? appointment.status : ""}
              onChange={(event) => changeStatus(event.target.value)}
              disabled={updateStatus.isPending}
            >
              <option value="" disabled>
                {s.changeStatus}
              </option>
              {ADMIN_SETTABLE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status, s)}
                </option>
              ))}
            </NativeSelect>
          </div>
          {appointment.status === "confirmed" ? (
            <Button onClick={completeNow} disabled={complete.isPending}>
              <CheckCheck aria-hidden />
              {complete.isPending ? s.completing : s.completeNow}
            </Button>
          ) : null}
        </footer>
      )}
    </article>
  );
}
