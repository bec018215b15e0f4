import type { ManagedAppointment } from "@shared/manage-api";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatTime, localizedName } from "@/lib/format";
import { PriceLinesTable } from "@/components/ui/price-lines-table";
import { VisitParts } from "@/components/ui/visit-parts";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { useManageAppointmentStrings } from "../i18n/strings";
import { PaymentTerms } from "./payment-terms";

/**
 * What was booked and when: date, time, manicurist once assigned (for a visit of several parts, each
 * part's time, services and manicurist), each service with its price, and the total.
 */
export function AppointmentDetails({ appointment }: { appointment: ManagedAppointment }) {
  const t = useManageAppointmentStrings();
  const language = usePageLanguage();
  const rows: [string, string][] = [
    [t.date, formatDate(appointment.appointmentDate, language, "full")],
    [t.time, formatTime(appointment.appointmentTime, language, "12-hour")],
    [t.duration, t.minutes(appointment.durationMinutes)],
  ];
  // A visit of several parts names each part's manicurist with the part instead.
  if (appointment.staff && appointment.segments.length < 2) rows.push([t.manicurist, localizedName(appointment.staff, language)]);
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm text-stone-700">
        {t.statusLabel}
        <Badge variant={appointment.status === "cancelled" ? "muted" : "soft"} data-testid="appointment-status">
          {t.status[appointment.status]}
        </Badge>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-plum-50 p-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-semibold text-stone-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <VisitParts segments={appointment.segments} language={language} labels={t} />
      <PriceLinesTable lines={appointment.lines} total={appointment.totalPrice} caption={t.services} totalLabel={t.total} language={language} />
      {appointment.payment ? <PaymentTerms payment={appointment.payment} /> : null}
    </div>
  );
}
