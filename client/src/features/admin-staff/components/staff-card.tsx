import { Mail } from "lucide-react";
import { STAFF_LIST_LIMIT, type StaffPerformanceRow } from "@shared/admin-catalogue-api";
import { Badge } from "@/components/ui/badge";
import { EditDeleteButtons } from "@/components/ui/edit-delete-buttons";
import { useI18n } from "@/lib/i18n/use-i18n";
import { formatDate, formatPrice, formatTime, localizedName } from "@/lib/format";
import { useStaffStrings } from "../i18n/strings";
import { MonthsChart } from "./months-chart";
import { ReviewsPanel } from "./reviews-panel";
import { PersonalLinkPanel } from "./personal-link-panel";
import { StaffAvatar } from "@/components/ui/staff-avatar";

interface StaffCardProps {
  row: StaffPerformanceRow;
  isFirst: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function StaffCard({ row, isFirst, onEdit, onDelete }: StaffCardProps) {
  const s = useStaffStrings();
  const { language } = useI18n();
  const name = localizedName(row.staff, language);
  const upcoming = row.upcomingServices.slice(0, STAFF_LIST_LIMIT);
  const completed = row.services.slice(0, STAFF_LIST_LIMIT);
  const moreUpcoming = row.upcomingAppointments - upcoming.length;
  const moreCompleted = row.completedServices - completed.length;

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm" data-staff-id={row.staff.id}>
      <div className="flex items-start gap-3">
        <StaffAvatar name={name} photoUrl={row.staff.photoUrl} />
        <div className="grid min-w-0 flex-1 gap-1">
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-plum-950">
            <span className="truncate">{name}</span>
            {isFirst ? <Badge className="bg-amber-100 text-amber-900">{s.rankFirst}</Badge> : null}
          </h2>
          {row.staff.specialty ? <p className="text-sm text-stone-600">{row.staff.specialty}</p> : null}
          {row.staff.email ? (
            <p className="flex min-w-0 items-center gap-1.5 text-sm text-stone-700" title={row.staff.email}>
              <Mail className="size-4 shrink-0 text-plum-700" aria-hidden />
              <span className="truncate">{row.staff.email}</span>
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0">
          <EditDeleteButtons
            editLabel={s.editNamed(name)}
            deleteLabel={s.deleteNamed(name)}
            editTitle={s.edit}
            deleteTitle={s.delete}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </div>
      </div>

      <dl className="grid grid-cols-3 gap-2 rounded-xl bg-plum-50 p-3 text-center">
        <div className="flex flex-col-reverse">
          <dt className="text-xs text-stone-700">{s.completed}</dt>
          <dd className="text-xl font-semibold text-stone-900 tabular-nums">{row.completedServices}</dd>
        </div>
        <div className="flex flex-col-reverse">
          <dt className="text-xs text-stone-700">{s.upcoming}</dt>
          <dd className="text-xl font-semibold text-stone-900 tabular-nums">{row.upcomingAppointments}</dd>
        </div>
        <div className="flex flex-col-reverse">
          <dt className="text-xs text-stone-700">{s.revenue}</dt>
          <dd className="text-xl font-semibold text-emerald-800 tabular-nums">{formatPrice(row.totalRevenue)}</dd>
        </div>
        <div className="flex flex-col-reverse">
          <dt className="text-xs text-stone-700">{s.averageTicket}</dt>
          <dd className="font-semibold text-stone-900 tabular-nums">{formatPrice(row.averageTicket)}</dd>
        </div>
        <div className="flex flex-col-reverse">
          <dt className="text-xs text-stone-700">{s.noShows}</dt>
          <dd className="font-semibold text-stone-900 tabular-nums">{row.noShows}</dd>
        </div>
        <div className="flex flex-col-reverse">
          <dt className="text-xs text-stone-700">{s.cancelled}</dt>
          <dd className="font-semibold text-stone-900 tabular-nums">{row.cancelled}</dd>
        </div>
      </dl>

      {row.months.length > 1 ? <MonthsChart months={row.months} /> : null}

      {upcoming.length === 0 && completed.length === 0 ? (
        <p className="text-sm text-stone-600">{s.noAppointments}</p>
      ) : (
        <div className="grid gap-4">
          {upcoming.length > 0 ? (
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold text-stone-800">{s.upcomingTitle}</h3>
              <ul className="grid gap-1.5 text-sm">
                {upcoming.map((line, index) => (
                  <li key={index} className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0">
                      <span className="font-medium text-stone-900">{language === "en" ? line.serviceName : line.serviceNameEs}</span>
                      <span className="text-stone-600">
                        {" "}
                        · {formatDate(line.appointmentDate, language, "short")} {formatTime(line.appointmentTime, language)}
                      </span>
                    </span>
                    <Badge className="bg-emerald-100 text-emerald-900">{s.confirmed}</Badge>
                  </li>
                ))}
              </ul>
              {moreUpcoming > 0 ? <p className="text-sm text-stone-600">{s.more(moreUpcoming)}</p> : null}
            </div>
          ) : null}
          {completed.length > 0 ? (
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold text-stone-800">{s.completedTitle}</h3>
              <ul className="grid gap-1.5 text-sm">
                {completed.map((line, index) => (
                  <li key={index} className="flex items-center justify-between gap-2">
                    <span className="min-w-0">
                      <span className="font-medium text-stone-900">{language === "en" ? line.serviceName : line.serviceNameEs}</span>
                      <span className="text-stone-600"> · {formatDate(line.appointmentDate, language, "short")}</span>
                    </span>
                    <span className="shrink-0 text-stone-800 tabular-nums">{formatPrice(line.price)}</span>
                  </li>
                ))}
              </ul>
              {moreCompleted > 0 ? <p className="text-sm text-stone-600">{s.more(moreCompleted)}</p> : null}
            </div>
          ) : null}
        </div>
      )}

      <PersonalLinkPanel staffId={row.staff.id} name={name} hasEmail={Boolean(row.staff.email)} />
      <ReviewsPanel staffId={row.staff.id} />
    </li>
  );
}
