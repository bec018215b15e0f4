import { CalendarDays, CalendarClock, CheckCheck, Clock, Mail, NotebookPen, Phone, Timer, TriangleAlert, UserRound, UserX } from "lucide-react";
import { useId, useState, type ComponentType } from "react";
import type { AdminAppointment } from "@shared/admin-api";
import { isPayableStatus } from "@shared/checkout-api";
import type { PublicStaff } from "@shared/api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { useI18n } from "@/lib/i18n/use-i18n";
import { errorMessage } from "@/lib/api-client";
import { formatDate, formatInstantDate, formatInstantTime, formatPrice, formatTime, localizedName } from "@/lib/format";
import { formatPhone } from "@/lib/phone-format";
import { salonDate, salonDateTimeToInstant } from "@shared/time";
import { onDemand } from "@/lib/on-demand";
import { usePaymentsConfigured } from "@/lib/payments-configured";
import { cn } from "@/lib/utils";
import { useCompleteAppointment } from "../api/complete-appointment";
import { useUpdateAppointmentStatus, type AdminSettableStatus } from "../api/update-appointment-status";
import { useAppointmentStrings } from "../i18n/strings";
import { cancelDepositNote } from "../utils/cancel-deposit";
import { pedicureLabel, serviceNames, statusLabel, timeToAssign } from "../utils/format";
import { STATUS_TONES } from "../utils/status-tones";
import { PartStaffPickers, StaffPicker } from "./staff-picker";
import { StatusDialogs, type PendingChoice } from "./status-dialogs";
import { PaymentFooter } from "./payment-footer";
import { UndoButton } from "./undo-button";

/** The move dialog (the slot grid and its rules) downloads when an admin first opens one, not with the list. */
const MoveDialog = onDemand(() => import("./move-dialog").then((module) => module.MoveDialog));

/** The selector's choices, as the specification lists them; a no-show has its own button once the start has passed. */
const SELECTOR_STATUSES = ["confirmed", "completed", "cancelled"] as const satisfies readonly AdminSettableStatus[];

function isSelectable(status: string): status is (typeof SELECTOR_STATUSES)[number] {
  return (SELECTOR_STATUSES as readonly string[]).includes(status);
}

/** The checkout's button and dialog, handed down from the app (another feature's). */
export type CheckoutAction = ComponentType<{ appointment: AdminAppointment }>;

interface AppointmentCardProps {
  appointment: AdminAppointment;
  staff: PublicStaff[];
  checkout: CheckoutAction;
}

export function AppointmentCard({ appointment, staff, checkout: Checkout }: AppointmentCardProps) {
  const s = useAppointmentStrings();
  const { language } = useI18n();
  const updateStatus = useUpdateAppointmentStatus();
  const complete = useCompleteAppointment();
  const statusId = useId();
  const [pendingChoice, setPendingChoice] = useState<PendingChoice>(null);
  const [reason, setReason] = useState("");
  const [moving, setMoving] = useState(false);
  // A visit is paid from its day on, unless it was called off.
  const payable = isPayableStatus(appointment.status) && appointment.appointmentDate <= salonDate(new Date());
  const paymentsEnabled = usePaymentsConfigured() === true;
  const isCompleted = appointment.status === "completed";
  // The name and phone this appointment was booked with; a later booking never changes them.
  const clientName =
    appointment.contactName || [appointment.user.firstName, appointment.user.lastName].filter(Boolean).join(" ") || s.noName;
  const phone = appointment.contactPhone ?? appointment.user.phone;
  const started = salonDateTimeToInstant(appointment.appointmentDate, appointment.appointmentTime).getTime() <= Date.now();

  // The outcome is told through the returned promise, not mutate's callbacks: a change can move the card to
  // another list (or out of the page) before it settles, and an unmounted card's callbacks never run.
  const setStatus = (status: AdminSettableStatus, extra: { reason?: string; override?: boolean } = {}) => {
    updateStatus.mutateAsync({ id: appointment.id, status, ...extra }).then(
      () => {
        setPendingChoice(null);
        setReason("");
        toast({ title: s.statusUpdated, description: statusLabel(status, s) });
      },
      (error: unknown) => {
        setPendingChoice(null);
        toast({ variant: "destructive", title: s.statusFailed, description: errorMessage(error, s.statusFailed) });
      },
    );
  };

  const changeStatus = (status: string) => {
    if (!isSelectable(status)) return;
    if (status === "cancelled") return setPendingChoice("cancel");
    if (status === "completed") return setPendingChoice(started ? "complete" : "completeEarly");
    setStatus(status);
  };

  const completeNow = () => {
    complete.mutateAsync(appointment.id).then(
      () => toast({ title: s.appointmentCompleted }),
      (error: unknown) => toast({ variant: "destructive", title: s.completeFailed, description: errorMessage(error, s.completeFailed) }),
    );
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
        <div className="flex flex-wrap justify-end gap-1.5">
          {appointment.clientNoShows > 0 ? (
            <Badge className="bg-red-100 text-red-900">
              <UserX className="size-3.5" aria-hidden />
              {s.noShows(appointment.clientNoShows)}
            </Badge>
          ) : null}
          {appointment.bookedByAdmin ? <Badge variant="muted">{s.frontDesk}</Badge> : null}
          {appointment.customerChangedAt ? (
            <Badge className="bg-sky-100 text-sky-900">
              {s.customerChanged(`${formatInstantDate(appointment.customerChangedAt, language)}, ${formatInstantTime(appointment.customerChangedAt, language)}`)}
            </Badge>
          ) : null}
          <Badge className={cn(STATUS_TONES[appointment.status] ?? "bg-stone-200 text-stone-800")}>
            {statusLabel(appointment.status, s)}
          </Badge>
        </div>
      </header>

      {appointment.declinedBy && appointment.declinedAt && appointment.staffId === null ? (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {s.needsManicurist(localizedName(appointment.declinedBy, language), formatInstantTime(appointment.declinedAt, language))}
        </p>
      ) : null}

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
        {appointment.clientNote ? (
          <p className="flex items-start gap-1.5 rounded-lg bg-amber-50 p-2 text-amber-950">
            <NotebookPen className="mt-0.5 size-4 shrink-0 text-amber-800" aria-hidden />
            <span>
              <span className="font-semibold">{s.clientNote}:</span> {appointment.clientNote}
            </span>
          </p>
        ) : null}
        {phone ? (
          <a
            href={`tel:${phone}`}
            className="inline-flex w-fit items-center gap-1.5 rounded text-stone-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600"
          >
            <Phone className="size-4 text-plum-700" aria-hidden />
            {formatPhone(phone)}
          </a>
        ) : null}
      </div>

      <div className="grid gap-3 rounded-xl bg-plum-50 p-4">
        <p className="flex items-center gap-2 text-sm">
          <UserRound className="size-4 text-plum-700" aria-hidden />
          <span className="text-stone-700">{s.manicurist}:</span>
          <span className="font-semibold text-stone-900">
            {appointment.segments.length > 1
              ? // Each part's manicurist, in part order.
                appointment.segments
                  .map((segment) => {
                    const member = staff.find((candidate) => candidate.id === segment.staffId);
                    return member ? localizedName(member, language) : s.unassigned;
                  })
                  .join(" · ")
              : appointment.staff
                ? localizedName(appointment.staff, language)
                : s.unassigned}
          </span>
        </p>
        {isCompleted ? (
          <p className="text-sm text-stone-700">
            {s.timeToAssign}:{" "}
            <span className="font-semibold text-stone-900">
              {appointment.staffAssignedAt ? timeToAssign(appointment.createdAt, appointment.staffAssignedAt, s) : s.notAssigned}
            </span>
          </p>
        ) : appointment.segments.length > 1 ? (
          <PartStaffPickers appointment={appointment} staff={staff} />
        ) : (
          <StaffPicker appointment={appointment} staff={staff} />
        )}
      </div>

      {appointment.canRevert ? (
        <footer className="flex flex-wrap items-end gap-3">
          <UndoButton appointment={appointment} />
        </footer>
      ) : null}
      {isCompleted || appointment.canRevert ? null : (
        <footer className="flex flex-wrap items-end gap-3">
          <div className="grid min-w-48 flex-1 gap-1.5">
            <Label htmlFor={statusId}>{s.statusLabel}</Label>
            <NativeSelect
              id={statusId}
              value={isSelectable(appointment.status) ? appointment.status : ""}
              onChange={(event) => changeStatus(event.target.value)}
              disabled={updateStatus.isPending}
            >
              <option value="" disabled>
                {s.changeStatus}
              </option>
              {SELECTOR_STATUSES.map((status) => (
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
          <Button variant="outline" onClick={() => setMoving(true)}>
            <CalendarClock aria-hidden />
            {s.move}
          </Button>
          {started ? (
            <Button variant="outline" onClick={() => setPendingChoice("noShow")} disabled={updateStatus.isPending}>
              <UserX aria-hidden />
              {s.noShow}
            </Button>
          ) : null}
        </footer>
      )}
      {payable ? (
        <footer className="flex flex-wrap items-end gap-3">
          <Checkout appointment={appointment} />
        </footer>
      ) : null}
      {paymentsEnabled ? <PaymentFooter appointment={appointment} /> : null}
      {moving ? <MoveDialog appointment={appointment} staff={staff} open={moving} onOpenChange={setMoving} /> : null}
      <StatusDialogs
        choice={pendingChoice}
        onClose={() => setPendingChoice(null)}
        pending={updateStatus.isPending}
        reason={reason}
        onReasonChange={setReason}
        depositNote={pendingChoice === "cancel" ? cancelDepositNote(appointment, new Date(), s) : null}
        onConfirm={setStatus}
      />
    </article>
  );
}

