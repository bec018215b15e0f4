import { CalendarX2, CircleAlert, Phone } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { Link, useParams } from "wouter";
import type { ManagedAppointment } from "@shared/manage-api";
import { SALON } from "@shared/salon";
import type { AppointmentStatus } from "@shared/schema";
import { salonClock, salonDate } from "@shared/time";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NoticeCard } from "@/components/ui/notice-card";
import { SalonAddress } from "@/components/ui/salon-address";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { useLinkLanguage } from "@/lib/i18n/use-link-language";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { useCancelAppointment } from "../api/cancel-appointment";
import { isInvalidLink, useManagedAppointment } from "../api/get-managed-appointment";
import { useManageAppointmentStrings } from "../i18n/strings";
import { AppointmentDetails } from "./appointment-details";
import { ReschedulePanel } from "./reschedule-panel";

/** What the customer can still do about an appointment of each status. */
const STANDING: Record<AppointmentStatus, "on" | "cancelled" | "closed"> = {
  pending_staff_confirmation: "on",
  pending: "on",
  confirmed: "on",
  cancelled: "cancelled",
  completed: "closed",
  declined: "closed",
  no_show: "closed",
  awaiting_payment: "on",
};

function PhoneLink() {
  const t = useManageAppointmentStrings();
  return (
    <Button asChild variant="outline" className="h-auto min-h-11 w-full py-2 whitespace-normal sm:w-auto">
      <a href={SALON.phoneHref}>
        <Phone aria-hidden />
        <span>
          {t.callSalon} <span className="whitespace-nowrap">{SALON.phoneDisplay}</span>
        </span>
      </a>
    </Button>
  );
}

/**
 * The appointment and what its customer may do about it: cancel or reschedule before the cut-off, call
 * after it, book again once cancelled. After a change, focus goes to what the change produced (the
 * cancelled notice, the new time, the refusal), as the button that opened the dialog is gone or moot.
 */
function ManagedAppointmentView({ token, appointment }: { token: string; appointment: ManagedAppointment }) {
  const t = useManageAppointmentStrings();
  const language = usePageLanguage();
  const baseId = useId();
  const panelId = `${baseId}-reschedule`;
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const [rescheduling, setRescheduling] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // Where the last move here took the appointment: worded at render, so a switch of language rewords it.
  const [movedTo, setMovedTo] = useState<{ date: string; time: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Counts the changes made here: each one gives the ref below a new identity, so React hands it the element it produced.
  const [changes, setChanges] = useState(0);
  const cancel = useCancelAppointment(token);
  const focusWhenChanged = useCallback((node: HTMLElement | null) => (changes > 0 ? node?.focus() : undefined), [changes]);

  const standing = STANDING[appointment.status];
  const when = formatDateTime(appointment.appointmentDate, appointment.appointmentTime, language);
  const deadline = new Date(appointment.changeDeadline);

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirmingCancel(false);
        setRescheduling(false);
        setMovedTo(null);
        setFailure(null);
        setChanges((count) => count + 1);
      },
      onError: (error) => {
        setConfirmingCancel(false);
        setMovedTo(null);
        setFailure(errorMessage(error, t.changeFailed));
        setChanges((count) => count + 1);
      },
    });

  const moved = (next: ManagedAppointment) => {
    setRescheduling(false);
    setFailure(null);
    setMovedTo({ date: next.appointmentDate, time: next.appointmentTime });
    setChanges((count) => count + 1);
  };

  let actions;
  if (standing === "cancelled") {
    actions = (
      <section className="space-y-3 rounded-2xl bg-stone-100 p-4 text-center" aria-labelledby={`${baseId}-cancelled`}>
        <CalendarX2 className="mx-auto size-8 text-stone-600" aria-hidden />
        <h2 id={`${baseId}-cancelled`} ref={focusWhenChanged} tabIndex={-1} className="font-display text-lg font-semibold text-stone-900 focus:outline-none">
          {t.cancelledTitle}
        </h2>
        <p className="text-sm text-stone-700">{t.cancelledText}</p>
        <Button asChild>
          <Link href="/">{t.bookAgain}</Link>
        </Button>
      </section>
    );
  } else if (appointment.canChange) {
    actions = (
      <div className="space-y-4">
        <p className="text-sm text-stone-700">{t.changeUntil(formatDateTime(salonDate(deadline), salonClock(deadline), language))}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button ref={rescheduleButton} aria-expanded={rescheduling} aria-controls={rescheduling ? panelId : undefined} onClick={() => setRescheduling((open) => !open)}>
            {t.reschedule}
          </Button>
          <ConfirmDialog
            open={confirmingCancel}
            onOpenChange={setConfirmingCancel}
            trigger={
              <Button variant="outline" className="border-red-300 text-red-800 hover:bg-red-50">
                {t.cancelAppointment}
              </Button>
            }
            title={t.cancelTitle}
            description={
              <>
                {t.cancelDescription(when)}
                {appointment.onCancel ? (
                  <span data-testid="cancel-outcome" className="mt-2 block font-medium text-stone-900">
                    {t.cancelOutcome(appointment.onCancel)}
                  </span>
                ) : null}
              </>
            }
            cancelLabel={t.keepAppointment}
            confirmLabel={t.confirmCancel}
            pendingLabel={t.cancelling}
            pending={cancel.isPending}
            onConfirm={confirmCancel}
          />
        </div>
        {rescheduling ? (
          <ReschedulePanel
            key={`${appointment.appointmentDate} ${appointment.appointmentTime}`}
            id={panelId}
            token={token}
            appointment={appointment}
            onClose={() => {
              setRescheduling(false);
              rescheduleButton.current?.focus();
            }}
            onMoved={moved}
          />
        ) : null}
      </div>
    );
  } else if (standing === "on") {
    actions = (
      <section className="space-y-3 rounded-2xl bg-amber-50 p-4" aria-labelledby={`${baseId}-phone`}>
        <h2 id={`${baseId}-phone`} className="font-display text-lg font-semibold text-amber-950">
          {t.byPhoneTitle}
        </h2>
        <p className="text-sm text-amber-950">{t.byPhoneText(appointment.cancelCutoffHours)}</p>
        <PhoneLink />
      </section>
    );
  } else {
    actions = (
      <div className="space-y-3">
        <p className="text-sm text-stone-700">{t.closedText}</p>
        <PhoneLink />
      </div>
    );
  }

  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader>
        <h1 className="font-display text-2xl font-semibold text-plum-950">{t.title}</h1>
        <CardDescription>{t.greeting(appointment.customerFirstName)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {movedTo ? (
          <p ref={focusWhenChanged} tabIndex={-1} role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 focus:outline-none">
            {t.moved(formatDateTime(movedTo.date, movedTo.time, language))}
          </p>
        ) : null}
        {failure ? (
          <p ref={focusWhenChanged} tabIndex={-1} role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-none">
            {failure}
          </p>
        ) : null}
        <AppointmentDetails appointment={appointment} />
        {actions}
        <SalonAddress title={t.salonTitle} mapLabel={t.openMap} phoneLabel={t.phone} className="border-t border-stone-200 pt-5" />
      </CardContent>
    </Card>
  );
}

/**
 * /manage/{token}: the customer's own page for one appointment, from the link in every email about it.
 * It opens in the booking's language unless the visitor switches.
 */
export default function ManageAppointmentPage() {
  const params = useParams<{ token?: string }>();
  const token = params.token?.trim() ?? "";
  const t = useManageAppointmentStrings();
  const appointment = useManagedAppointment(token);
  const inLanguage = useLinkLanguage(appointment.data?.locale);

  if (!token || (appointment.isError && isInvalidLink(appointment.error))) {
    return (
      <NoticeCard icon={<CircleAlert className="size-12 text-red-700" aria-hidden />} title={t.invalidTitle}>
        <p className="text-stone-700">{t.invalid}</p>
        <Button asChild variant="outline">
          <Link href="/">{t.backHome}</Link>
        </Button>
      </NoticeCard>
    );
  }
  if (appointment.isError && !appointment.data) {
    return (
      <NoticeCard icon={<CircleAlert className="size-12 text-red-700" aria-hidden />} title={t.connectionError}>
        <p className="text-stone-700">{t.loadFailed}</p>
        <Button variant="outline" onClick={() => void appointment.refetch()}>
          {t.retry}
        </Button>
      </NoticeCard>
    );
  }
  if (!appointment.data || !inLanguage) return <Spinner label={t.loading} className="py-16" />;
  return <ManagedAppointmentView token={token} appointment={appointment.data} />;
}
