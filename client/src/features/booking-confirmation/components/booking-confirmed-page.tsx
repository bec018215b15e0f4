import { CalendarPlus, CircleAlert, Download, Pencil } from "lucide-react";
import { useId, useState } from "react";
import { Link, useParams } from "wouter";
import type { ManagedAppointment } from "@shared/manage-api";
import { apiPath } from "@shared/api/paths";
import { SALON, SALON_FULL_ADDRESS } from "@shared/salon";
import { buttonVariants } from "@/components/ui/button-variants";
import { Button } from "@/components/ui/button";
import { NoticeCard } from "@/components/ui/notice-card";
import { readBookingConfirmedState } from "@/lib/booking-confirmed";
import { formatPrice, localizedName } from "@/lib/format";
import { PriceLinesTable } from "@/components/ui/price-lines-table";
import { SalonAddress } from "@/components/ui/salon-address";
import { VisitParts, visitPartTexts } from "@/components/ui/visit-parts";
import { VisitWhen } from "@/components/ui/visit-when";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { isInvalidLink, useBookedAppointment } from "../api/get-booked-appointment";
import { useBookingConfirmationStrings } from "../i18n/strings";
import { googleCalendarUrl, type CalendarEvent } from "../utils/calendar-links";
import { ConfirmationCard, ConfirmationSectionsPlaceholder } from "./confirmation-card";

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="font-display text-lg font-semibold text-plum-950">
      {children}
    </h2>
  );
}

/** What was booked, when (salon time; a visit of several parts, each part's), for how long and the total, then where, the calendar, the change link and what comes next. */
function ConfirmationSections({ token, appointment, textMessages }: { token: string; appointment: ManagedAppointment; textMessages: boolean }) {
  const t = useBookingConfirmationStrings();
  const language = usePageLanguage();
  const baseId = useId();
  const manageHref = `/manage/${token}`;
  const services = appointment.lines.map((line) => localizedName(line, language));
  const event: CalendarEvent = {
    date: appointment.appointmentDate,
    time: appointment.appointmentTime,
    durationMinutes: appointment.durationMinutes,
    title: t.calendarEventTitle(SALON.name),
    description: [
      services.join(", "),
      ...visitPartTexts(appointment.segments, language, t).map((part) => `${part.time}: ${part.services} · ${part.manicurist}`),
      `${t.total}: ${formatPrice(appointment.totalPrice)}`,
      `${t.changeOrCancel}: ${window.location.origin}${manageHref}`,
    ].join("\n"),
    location: `${SALON.name}, ${SALON_FULL_ADDRESS}`,
  };

  return (
    <>
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
        <VisitParts segments={appointment.segments} language={language} labels={t} />
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
    </>
  );
}

/**
 * /booking/confirmed/{token}: where a completed booking lands. It reads the booking through its manage
 * token, so a reload (or a bookmark) shows it again. Whether the salon sends texts comes with the booking
 * answer and stays in the page's history entry, which a reload keeps; opened any other way, the page
 * promises the email only. The build prerenders its loading state (client/src/prerender.tsx).
 */
export default function BookingConfirmedPage() {
  const params = useParams<{ token?: string }>();
  const token = params.token?.trim() ?? "";
  const t = useBookingConfirmationStrings();
  const appointment = useBookedAppointment(token);
  // Read once, in the browser; the build's prerendering (of the loading state, which shows no promise) has no history.
  const [textMessages] = useState(() => typeof window !== "undefined" && readBookingConfirmedState(window.history.state)?.textMessages === true);

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
  // While the booking loads, the card without the name and with room for the sections: the build prerenders
  // this state, so hydration (the query still pending) finds the same markup. One card throughout, so the
  // heading painted first is the one that stays.
  return (
    <ConfirmationCard firstName={appointment.data?.customerFirstName}>
      {appointment.data ? <ConfirmationSections token={token} appointment={appointment.data} textMessages={textMessages} /> : <ConfirmationSectionsPlaceholder />}
    </ConfirmationCard>
  );
}
