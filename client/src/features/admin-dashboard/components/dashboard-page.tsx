import { CalendarCheck, CalendarClock, CalendarDays, ShieldCheck, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import type { ResetDatabaseResult } from "@shared/admin-catalogue-api";
import { salonDate } from "@shared/time";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CountsCard } from "@/components/ui/counts-card";
import { LoadErrorCard } from "@/components/ui/load-error-card";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentAdmin } from "@/lib/current-admin";
import { useAdminStats } from "../api/get-admin-stats";
import { useDashboardStrings } from "../i18n/strings";
import { ResetDatabaseDialog } from "./reset-database-dialog";
import { OpenJobsCard } from "./open-jobs-card";
import { StaffAvailabilityCard } from "./staff-availability-card";
import { StatCard } from "./stat-card";

export default function DashboardPage() {
  const s = useDashboardStrings();
  const stats = useAdminStats();
  const admin = useCurrentAdmin();
  const [resetResult, setResetResult] = useState<ResetDatabaseResult | null>(null);
  const isSuperAdmin = admin.data?.isSuperAdmin ?? false;
  const firstName = admin.data?.firstName?.trim();

  return (
    <div className="grid gap-6">
      <PageHeader
        className="items-start"
        title={s.title}
        description={
          <>
            <span>{firstName ? s.welcome(firstName) : s.welcomeNoName}</span>
            {isSuperAdmin ? (
              <Badge>
                <ShieldCheck className="size-3.5" aria-hidden />
                {s.superAdmin}
              </Badge>
            ) : null}
          </>
        }
        descriptionClassName="flex flex-wrap items-center gap-2"
        actions={isSuperAdmin ? <ResetDatabaseDialog onReset={setResetResult} /> : undefined}
      />

      {resetResult ? (
        <CountsCard
          titleId="dashboard-deleted-title"
          title={s.deletedTitle}
          counts={[
            [s.deletedAppointments, resetResult.deletedCounts.appointments],
            [s.deletedUsers, resetResult.deletedCounts.users],
            [s.deletedAvailability, resetResult.deletedCounts.staffAvailability],
            [s.deletedReviews, resetResult.deletedCounts.reviews],
          ]}
        />
      ) : null}

      {stats.isPending ? (
        <Spinner label={s.loading} />
      ) : stats.isError ? (
        <LoadErrorCard message={s.loadError} retryLabel={s.retry} onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            <StatCard label={s.totalAppointments} value={stats.data.totalAppointments} icon={CalendarDays} tone="bg-plum-100 text-plum-800" />
            <StatCard label={s.todayAppointments} value={stats.data.todayAppointments} icon={CalendarClock} tone="bg-sky-100 text-sky-800" />
            <StatCard
              label={s.confirmedAppointments}
              value={stats.data.confirmedAppointments}
              icon={CalendarCheck}
              tone="bg-emerald-100 text-emerald-800"
            />
            <StatCard label={s.totalClients} value={stats.data.totalClients} icon={Users} tone="bg-amber-100 text-amber-800" />
            <StatCard label={s.newClientsThisMonth} value={stats.data.newClientsThisMonth} icon={UserPlus} tone="bg-rose-100 text-rose-800" />
          </dl>

          <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
            <Card aria-labelledby="dashboard-overview-title">
              <CardHeader>
                <CardTitle id="dashboard-overview-title" className="text-lg">
                  {s.overview}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="grid gap-3">
                  <div className="flex items-center justify-between gap-3">
                    <dt className="text-stone-700">{s.completedAppointments}</dt>
                    <dd className="font-semibold text-stone-900 tabular-nums">{stats.data.completedAppointments}</dd>
                  </div>
                  <div className="flex items-center justify-between gap-3">
                    <dt className="text-stone-700">{s.adminUsers}</dt>
                    <dd className="font-semibold text-stone-900 tabular-nums">{stats.data.adminUsers}</dd>
                  </div>
                  <div className="flex items-center justify-between gap-3">
                    <dt className="text-stone-700">{s.accessLevel}</dt>
                    <dd className="font-semibold text-stone-900">{isSuperAdmin ? s.levelSuperAdmin : s.levelAdmin}</dd>
                  </div>
                </dl>
              </CardContent>
            </Card>
            <StaffAvailabilityCard days={stats.data.staffAvailability} today={salonDate(new Date())} />
          </div>
          <OpenJobsCard today={salonDate(new Date())} />
        </>
      )}
    </div>
  );
}
