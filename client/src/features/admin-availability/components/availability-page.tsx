import { ShieldCheck, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { DayPicker } from "react-day-picker";
import { es } from "react-day-picker/locale/es";
import "react-day-picker/style.css";
import { bookableDates, salonDate } from "@shared/time";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadErrorCard } from "@/components/ui/load-error-card";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentAdmin } from "@/lib/current-admin";
import { useStaff } from "@/lib/staff";
import { useStaffDays } from "../api/get-staff-days";
import { adminAvailability as s } from "@/lib/i18n/es/admin-availability";
import { dateStringToLocalDate, localDateToDateString } from "@/lib/calendar-dates";
import { formatDate } from "@/lib/format";
import { StaffDayRow } from "./staff-day-row";
import { StaffWeek } from "./staff-week";

export default function AvailabilityPage() {
  // Fixed for the visit: the window only moves at the salon's midnight, and a reload picks that up.
  const [{ today, dates }] = useState(() => {
    const now = new Date();
    return { today: salonDate(now), dates: bookableDates(now) };
  });
  const [date, setDate] = useState(() => dates[0] ?? today);
  const admin = useCurrentAdmin();
  const staff = useStaff();
  const day = useStaffDays(date);
  const isSuperAdmin = admin.data?.isSuperAdmin ?? false;
  const dateLabel = formatDate(date, "es", "long");

  return (
    <div className="grid gap-6" lang="es">
      <PageHeader title={s.title} description={s.subtitle} />

      {admin.isSuccess ? (
        isSuperAdmin ? (
          <p className="flex items-start gap-2 rounded-xl bg-plum-50 p-3 text-sm text-plum-900">
            <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            {s.superAdminNote}
          </p>
        ) : (
          <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {s.lockedWarning}
          </p>
        )
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[auto_1fr]">
        <Card aria-labelledby="availability-date-title">
          <CardHeader>
            <CardTitle id="availability-date-title" className="text-lg">
              {s.dateLabel}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <DayPicker
              className="cita-calendar mx-auto"
              mode="single"
              required
              locale={es}
              selected={dateStringToLocalDate(date)}
              onSelect={(picked) => setDate(localDateToDateString(picked))}
              today={dateStringToLocalDate(today)}
              defaultMonth={dateStringToLocalDate(date)}
              startMonth={dateStringToLocalDate(dates[0] ?? today)}
              endMonth={dateStringToLocalDate(dates[dates.length - 1] ?? today)}
              disabled={(candidate) => !dates.includes(localDateToDateString(candidate))}
            />
          </CardContent>
        </Card>

        <section aria-labelledby="availability-day-title" className="grid gap-4">
          <h2 id="availability-day-title" className="font-display text-xl font-semibold text-plum-950 first-letter:uppercase">
            {s.dayHeading(dateLabel)}
          </h2>
          {staff.isError || day.isError ? (
            <LoadErrorCard
              message={s.loadError}
              retryLabel={s.retry}
              onRetry={() => {
                void staff.refetch();
                void day.refetch();
              }}
            />
          ) : staff.isPending || day.isPending || admin.isPending ? (
            <Spinner label={s.loading} />
          ) : staff.data.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">{s.noStaff}</p>
          ) : (
            <ul className="grid gap-3">
              {staff.data.map((member) => (
                <StaffDayRow
                  key={`${date}-${member.id}`}
                  member={member}
                  record={day.data.find((record) => record.staffId === member.id)}
                  date={date}
                  dateLabel={dateLabel}
                  isSuperAdmin={isSuperAdmin}
                />
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="availability-week-title" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="availability-week-title" className="font-display text-xl font-semibold text-plum-950">
            {s.weekHeading}
          </h2>
          <p className="text-sm text-stone-700">{s.weekIntro}</p>
        </div>
        {staff.isSuccess && admin.isSuccess ? (
          <ul className="grid gap-3">
            {staff.data.map((member) => (
              <StaffWeek key={member.id} member={member} isSuperAdmin={isSuperAdmin} today={today} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
