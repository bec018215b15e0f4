import { CalendarPlus, CircleAlert } from "lucide-react";
import { useId } from "react";
import { Link, useParams } from "wouter";
import type { MyAppointments } from "@shared/manage-api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { NoticeCard } from "@/components/ui/notice-card";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatPrice, formatTime, localizedName } from "@/lib/format";
import { useLinkLanguage } from "@/lib/i18n/use-link-language";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { isInvalidLink, useMyAppointments } from "../api/get-my-appointments";
import { useMyAppointmentsStrings } from "../i18n/strings";

type ListedAppointment = MyAppointments["appointments"][number];

function AppointmentItem({ appointment }: { appointment: ListedAppointment }) {
  const t = useMyAppointmentsStrings();
  const language = usePageLanguage();
  const headingId = useId();
  return (
    <li>
      <Card aria-labelledby={headingId}>
        <CardContent className="grid gap-3 pt-5 sm:pt-6">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id={headingId} className="font-display text-lg font-semibold text-plum-950">
              {formatDate(appointment.appointmentDate, language, "full")}
            </h2>
            <Badge variant={appointment.status === "confirmed" ? "default" : "soft"}>{t.status[appointment.status]}</Badge>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-600">{t.time}</dt>
            <dd className="font-semibold text-stone-900">{formatTime(appointment.appointmentTime, language, "12-hour")}</dd>
            <dt className="text-stone-600">{t.services}</dt>
            <dd className="text-stone-900">{appointment.lines.map((line) => localizedName(line, language)).join(", ")}</dd>
            <dt className="text-stone-600">{t.total}</dt>
            <dd className="font-semibold tabular-nums text-stone-900">{formatPrice(appointment.totalPrice)}</dd>
          </dl>
          <Button asChild variant="outline" className="justify-self-start">
            <Link href={`/manage/${encodeURIComponent(appointment.manageToken)}`} aria-describedby={headingId}>
              {t.manage}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </li>
  );
}

/**
 * /my-appointments/{token}: the upcoming appointments of the address that asked for the emailed link,
 * each leading to its own manage page. It opens in the language the link was asked for in.
 */
export default function MyAppointmentsPage() {
  const params = useParams<{ token?: string }>();
  const token = params.token?.trim() ?? "";
  const t = useMyAppointmentsStrings();
  const list = useMyAppointments(token);
  const inLanguage = useLinkLanguage(list.data?.locale);

  if (!token || (list.isError && isInvalidLink(list.error))) {
    return (
      <NoticeCard icon={<CircleAlert className="size-12 text-red-700" aria-hidden />} title={t.invalidTitle}>
        <p className="text-stone-700">{t.invalid}</p>
        <Button asChild variant="outline">
          <Link href="/appointments">{t.requestNew}</Link>
        </Button>
      </NoticeCard>
    );
  }
  if (list.isError && !list.data) {
    return (
      <NoticeCard icon={<CircleAlert className="size-12 text-red-700" aria-hidden />} title={t.connectionError}>
        <p className="text-stone-700">{t.loadFailed}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {t.retry}
        </Button>
      </NoticeCard>
    );
  }
  if (!list.data || !inLanguage) return <Spinner label={t.loading} className="py-16" />;

  const { appointments } = list.data;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title={t.listTitle} description={appointments.length > 0 ? t.listSubtitle : null} />
      {appointments.length > 0 ? (
        <ul className="grid gap-4">
          {appointments.map((appointment) => (
            <AppointmentItem key={appointment.manageToken} appointment={appointment} />
          ))}
        </ul>
      ) : (
        <Card>
          <CardContent className="grid justify-items-start gap-4 pt-5 sm:pt-6">
            <p className="text-stone-700">{t.none}</p>
            <Button asChild>
              <Link href="/">
                <CalendarPlus aria-hidden />
                {t.bookAppointment}
              </Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
