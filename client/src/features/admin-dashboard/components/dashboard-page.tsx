import { CalendarCheck, CalendarClock, CalendarDays, ShieldCheck, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { salonDate } from "@shared/time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useAdminStats } from "../api/get-admin-stats";
import { useCurrentAdmin } from "../api/get-current-admin";
import type { ResetDatabaseResult } from "../api/reset-database";
import { useDashboardStrings } from "../i18n/strings";
import { ResetDatabaseDialog } from "./reset-database-dialog";
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
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-display text-3xl font-semibold text-plum-950">{s.title}</h1>
          <p className="flex flex-wrap items-center gap-2 text-stone-700">
            <span>{firstName ? s.welcome(firstName) : s.welcomeNoName}</span>
            {isSuperAdmin ? (
              <Badge>
                <ShieldCheck className="size-3.5" aria-hidden />
                {s.superAdmin}
              </Badge>
            ) : null}
          </p>
        </div>
        <ResetDatabaseDialog onReset={setResetResult} />
      </header>

      {resetResult ? (
        <Card role="status" aria-labelledby="dashboard-deleted-title" className="border-emerald-200 bg-emerald-50">
          <CardHeader>
            <CardTitle id="dashboard-deleted-title" className="text-lg">
              {s.deletedTitle}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {(
                [
                  [s.deletedAppointments, resetResult.deletedCounts.appointments],
                  [s.deletedUsers, resetResult.deletedCounts.users],
                  [s.deletedAvailability, resetResult.deletedCounts.staffAvailability],
                  [s.deletedReviews, resetResult.deletedCounts.reviews],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="flex flex-col-reverse">
                  <dt className="text-sm text-stone-700">{label}</dt>
                  <dd className="text-2xl font-semibold text-stone-900 tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      ) : null}

      {stats.isPending ? (
        <Spinner label={s.loading} />
      ) : stats.isError ? (
        <Card role="alert" className="border-red-200">
          <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-5 sm:pt-6">
            <p className="font-medium text-red-800">{s.loadError}</p>
            <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
              {s.retry}
            </Button>
          </CardContent>
        </Card>
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
        </>
      )}
    </div>
  );
}
