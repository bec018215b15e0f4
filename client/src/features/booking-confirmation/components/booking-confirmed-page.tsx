import { CalendarPlus, CircleAlert, CircleCheck, Download, Pencil } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { Link, useParams } from "wouter";
import type { ManagedAppointment } from "@shared/manage-api";
import { apiPath } from "@shared/api/paths";
import { SALON, SALON_FULL_ADDRESS } from "@shared/salon";
import { buttonVariants } from "@/components/ui/button-variants";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { NoticeCard } from "@/components/ui/notice-card";
import { Spinner } from "@/components/ui/spinner";
import { readBookingConfirmedState } from "@/lib/booking-confirmed";
import { formatPrice, localizedName } from "@/lib/format";
import { PriceLinesTable } from "@/components/ui/price-lines-table";
import { SalonAddress } from "@/components/ui/salon-address";
import { VisitWhen } from "@/components/ui/visit-when";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { isInvalidLink, useBookedAppointment } from "../api/get-booked-appointment";
import { useBookingConfirmationStrings } from "../i18n/strings";
import { googleCalendarUrl, type CalendarEvent } from "../utils/calendar-links";

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="font-display text-lg font-semibold text-plum-950">
      {children}
    </h2>
  );
}

/** What was booked, when (salon time), for how long and the total, then where, the calendar, the change link and what comes next. */
function Confirmation({ token, appointment, textMessages }: { token: string; appointment: ManagedAppointment; textMessages: boolean }) {
  const t = useBookingConfirmationStrings();
  const language = usePageLanguage();
  const baseId = useId();
  // The heading takes focus once, as the page appears: the confirm button that was pressed is gone.
  const focusOnce = useCallback((node: HTMLHeadingElement | null) => node?.focus({ preventScroll: true }), []);
  const manageHref = `/manage/${token}`;
  const services = appointment.lines.map((line) => localizedName(line, language));
  const event: CalendarEvent = {
    date: appointment.appointmentDate,
    time: appointment.appointmentTime,
    durationMinutes: appointment.durationMinutes,
    title: t.calendarEventTitle(SALON.name),
    description: `${services.join(", ")}\n${t.total}: ${formatPrice(appointment.totalPrice)}\n${t.changeOrCancel}: ${window.location.origin}${manageHref}`,
    location: `${SALON.name}, ${SALON_FULL_ADDRESS}`,
  };

  return (
    <Card className="mx-auto max-w-2xl" data-testid="booking-confirmed">
      <CardHeader className="items-center gap-2 text-center">
        <CircleCheck className="size-12 text-emerald-700" aria-hidden />
        <h1 ref={focusOnce} tabIndex={-1} className="font-display text-2xl font-semibold text-plum-950 focus:outline-none sm:text-3xl">
          {t.title}
        </h1>
        <p className="text-stone-700">
          {t.greeting(appointment.customerFirstName)} {t.pendingNote}
        </p>
      </CardHeader>
      <CardContent className="space-y-6">
        <section aria-labelledby={`${baseId}-when`} className="space-y-3 rounded-xl bg-plum-50 p-4">
          <SectionHeading id={`${baseId}-when`}>{t.when}</SectionHeading>
          <VisitWhen
            date={appointment.appointmentDate}
            time={appointment.appointmentTime}
            durationMinutes={appointment.durationMinutes}
            language={language}
            labels={t}
            testId="confirmed-when"
          />
        </section>

        <PriceLinesTable
          lines={appointment.lines}
          total={appointment.totalPrice}
          caption={t.services}
          totalLabel={t.total}
          language={language}
          captionClassName="font-display text-lg text-plum-950"
          totalClassName="text-lg font-bold text-plum-800"
          totalTestId="confirmed-total"
        />

        <SalonAddress title={t.whereTitle} mapLabel={t.openMap} />

        <section aria-labelledby={`${baseId}-calendar`} className="space-y-2">
          <SectionHeading id={`${baseId}-calendar`}>{t.calendarTitle}</SectionHeading>
          <div className="flex flex-wrap gap-2">
            {/* The server's file: the same event (UID, updates) the booking's emails attach. */}
            <a href={apiPath("GET /api/manage/:token/calendar.ics", { token })} download="cita.ics" className={buttonVariants({ variant: "outline", size: "sm" })}>
              <Download aria-hidden />
              {t.downloadIcs}
            </a>
            <a href={googleCalendarUrl(event)} target="_blank" rel="noreferrer" className={buttonVariants({ variant: "outline", size: "sm" })}>
              <CalendarPlus aria-hidden />
              {t.googleCalendar}
            </a>
          </div>
        </section>

        <section aria-labelledby={`${baseId}-change`} className="space-y-2">
          <SectionHeading id={`${baseId}-change`}>{t.changeTitle}</SectionHeading>
          <p className="text-sm text-stone-700">{t.changeText}</p>
          <Link href={manageHref} className={buttonVariants({ variant: "primary", size: "sm" })}>
            <Pencil aria-hidden />
            {t.changeOrCancel}
          </Link>
        </section>

        <section aria-labelledby={`${baseId}-next`} className="space-y-2 border-t border-stone-200 pt-5">
          <SectionHeading id={`${baseId}-next`}>{t.nextTitle}</SectionHeading>
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
            <li>{t.nextEmail}</li>
            <li>{textMessages ? t.nextConfirmEmailAndText : t.nextConfirmEmail}</li>
          </ul>
          <Link href="/" className="inline-block pt-2 text-sm font-semibold text-plum-800 underline underline-offset-2">
            {t.bookAnother}
          </Link>
        </section>
      </CardContent>
    </Card>
  );
}

/**
 * /booking/confirmed/{token}: where a completed booking lands. It reads the booking through its manage
 * token, so a reload (or a bookmark) shows it again. Whether the salon sends texts comes with the booking
 * answer and stays in the page's history entry, which a reload keeps; opened any other way, the page
 * promises the email only.
 */
export default function BookingConfirmedPage() {
  const params = useParams<{ token?: string }>();
  const token = params.token?.trim() ?? "";
  const t = useBookingConfirmationStrings();
  const appointment = useBookedAppointment(token);
  const [textMessages] = useState(() => readBookingConfirmedState(window.history.state)?.textMessages === true);

  if (!token || (appointment.isError && isInvalidLink(appointment.error))) {
    return (
      <NoticeCard icon={<CircleAlert className="size-12 text-red-700" aria-hidden />} title={t.invalidTitle}>
        <p className="text-stone-700">{t.invalid}</p>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          {t.backHome}
        </Link>
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
  if (!appointment.data) return <Spinner label={t.loading} className="py-16" />;
  return <Confirmation token={token} appointment={appointment.data} textMessages={textMessages} />;
}
