import { TriangleAlert } from "lucide-react";
import { Link } from "wouter";
import type { AdminAppointment } from "@shared/admin-api";
import { UPCOMING_STATUSES } from "@shared/schema";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate, formatInstantTime, formatTime, localizedName } from "@/lib/format";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useOpenJobs } from "../api/get-open-jobs";
import { useDashboardStrings } from "../i18n/strings";

/** The parts of a visit in parts that nobody has yet; none for a one-manicurist visit. */
function openParts(appointment: AdminAppointment): number[] {
  return appointment.segments.length < 2 ? [] : appointment.segments.filter((part) => part.staffId === null).map((part) => part.id);
}

/**
 * Upcoming appointments nobody is assigned to, or with a part nobody has, soonest first: new bookings and
 * jobs (or parts) a manicurist declined.
 */
function soonestFirst(appointments: AdminAppointment[], today: string): AdminAppointment[] {
  return appointments
    .filter(
      (appointment) =>
        (appointment.staffId === null || openParts(appointment).length > 0) && UPCOMING_STATUSES.includes(appointment.status) && appointment.appointmentDate >= today,
    )
    .sort((a, b) => `${a.appointmentDate}${a.appointmentTime}`.localeCompare(`${b.appointmentDate}${b.appointmentTime}`));
}

export function OpenJobsCard({ today }: { today: string }) {
  const s = useDashboardStrings();
  const { language } = useI18n();
  const appointments = useOpenJobs();
  const jobs = soonestFirst(appointments.data?.rows ?? [], today);
  // Past one page, the server's count of the whole scope; else exactly the jobs listed.
  const count = appointments.data?.nextCursor ? appointments.data.total : jobs.length;
  return (
    <Card aria-labelledby="dashboard-open-jobs-title">
      <CardHeader>
        <CardTitle id="dashboard-open-jobs-title" className="text-lg">
          {s.openJobs(count)}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {appointments.isSuccess && jobs.length === 0 ? <p className="text-sm text-stone-600">{s.noOpenJobs}</p> : null}
        <ul className="grid gap-2">
          {jobs.map((job) => (
            <li key={job.id} className="grid gap-0.5 rounded-xl bg-plum-50 px-3 py-2 text-sm" data-open-job={job.id}>
              <span className="font-semibold">
                {formatDate(job.appointmentDate, language, "medium")} · {formatTime(job.appointmentTime, language)} · {job.contactName ?? job.user.firstName}
              </span>
              <span className="text-stone-700">{job.items.filter((item) => item.kind !== "removal").map((item) => localizedName(item, language)).join(", ")}</span>
              {openParts(job).length > 0 ? <span className="text-stone-700">{s.partsOpen(openParts(job), job.segments.length)}</span> : null}
              {job.declinedBy && job.declinedAt ? (
                <span className="flex items-center gap-1.5 font-medium text-amber-900">
                  <TriangleAlert className="size-4" aria-hidden />
                  {s.declinedBy(localizedName(job.declinedBy, language), formatInstantTime(job.declinedAt, language))}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        {jobs.length > 0 ? (
          <Link href="/admin/appointments" className="text-sm font-semibold text-plum-800 underline-offset-2 hover:underline">
            {s.assignOnAppointments}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}
