import { Trophy, UserPlus } from "lucide-react";
import { useId, useState } from "react";
import { salonDate } from "@shared/time";
import type { AdminStaffMember } from "@shared/admin-catalogue-api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EditDeleteButtons } from "@/components/ui/edit-delete-buttons";
import { Label } from "@/components/ui/label";
import { LoadErrorCard } from "@/components/ui/load-error-card";
import { NativeSelect } from "@/components/ui/select";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useAdminStaff } from "@/lib/staff";
import { formatPrice, localizedName } from "@/lib/format";
import { useStaffPerformance } from "../api/get-staff-performance";
import { useStaffStrings } from "../i18n/strings";
import { PERFORMANCE_PERIODS, performanceRange, type PerformancePeriod } from "../utils/performance-period";
import { DeleteStaffDialog } from "./delete-staff-dialog";
import { StaffAvatar } from "@/components/ui/staff-avatar";
import { StaffCard } from "./staff-card";
import { StaffFormDialog } from "./staff-form-dialog";
import { StaffSharingCard } from "./staff-sharing-card";

export default function StaffPage() {
  const s = useStaffStrings();
  const { language } = useI18n();
  const periodId = useId();
  const [period, setPeriod] = useState<PerformancePeriod>("year");
  const performance = useStaffPerformance(performanceRange(period, salonDate(new Date())));
  // Inactive members too: the performance rows only cover active staff.
  const allStaff = useAdminStaff();
  const [form, setForm] = useState<{ open: boolean; member: AdminStaffMember | null; key: number }>({
    open: false,
    member: null,
    key: 0,
  });
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);

  const openForm = (member: AdminStaffMember | null) => setForm((current) => ({ open: true, member, key: current.key + 1 }));
  const askDelete = (member: AdminStaffMember) => setDeleting({ id: member.id, name: localizedName(member, language) });

  const rows = performance.data ?? [];
  const top = rows[0] && rows[0].completedServices > 0 ? rows[0] : null;
  const inactive = (allStaff.data ?? []).filter((member) => !member.active);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={s.title}
        description={s.subtitle}
        actions={
          <Button onClick={() => openForm(null)}>
            <UserPlus aria-hidden />
            {s.addStaff}
          </Button>
        }
      />

      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor={periodId}>{s.period}</Label>
        <NativeSelect
          id={periodId}
          value={period}
          onChange={(event) => setPeriod(PERFORMANCE_PERIODS.find((option) => option === event.target.value) ?? "year")}
        >
          {PERFORMANCE_PERIODS.map((option) => (
            <option key={option} value={option}>
              {s.periods[option]}
            </option>
          ))}
        </NativeSelect>
      </div>

      {performance.isPending ? (
        <Spinner label={s.loading} />
      ) : performance.isError ? (
        <LoadErrorCard message={s.loadError} retryLabel={s.retry} onRetry={() => void performance.refetch()} />
      ) : (
        <>
          {top ? (
            <Card aria-labelledby="staff-top-performer" className="border-amber-200 bg-amber-50">
              <CardContent className="flex flex-wrap items-center gap-4 pt-5 sm:pt-6">
                <span className="grid size-12 place-items-center rounded-full bg-amber-100 text-amber-800" aria-hidden>
                  <Trophy className="size-6" />
                </span>
                <StaffAvatar name={localizedName(top.staff, language)} photoUrl={top.staff.photoUrl} />
                <div className="grid gap-0.5">
                  <h2 id="staff-top-performer" className="text-sm font-semibold tracking-wide text-amber-900 uppercase">
                    {s.topPerformer}
                  </h2>
                  <p className="text-xl font-semibold text-stone-900">{localizedName(top.staff, language)}</p>
                  <p className="text-sm text-stone-700">
                    {s.topPerformerDetail(top.completedServices)} · {formatPrice(top.totalRevenue)}
                  </p>
                </div>
              </CardContent>
            </Card>
          ) : null}

          {rows.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600" role="status">
              {s.emptyStaff}
            </p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={s.title}>
              {rows.map((row, index) => (
                <StaffCard
                  key={row.staff.id}
                  row={row}
                  isFirst={index === 0}
                  onEdit={() => openForm(row.staff)}
                  onDelete={() => askDelete(row.staff)}
                />
              ))}
            </ul>
          )}
        </>
      )}

      {inactive.length > 0 ? (
        <Card aria-labelledby="staff-inactive-title">
          <CardHeader>
            <CardTitle id="staff-inactive-title" className="text-lg">
              {s.inactiveTitle}
            </CardTitle>
            <CardDescription>{s.inactiveHint}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2">
              {inactive.map((member) => {
                const name = localizedName(member, language);
                return (
                  <li key={member.id} className="flex items-center gap-3 rounded-xl border border-stone-200 p-3" data-staff-id={member.id}>
                    <StaffAvatar name={name} photoUrl={member.photoUrl} className="size-10" />
                    <span className="min-w-0 flex-1 truncate font-medium text-stone-900">{name}</span>
                    <Badge variant="muted">{s.inactive}</Badge>
                    <EditDeleteButtons
                      editLabel={s.editNamed(name)}
                      deleteLabel={s.deleteNamed(name)}
                      editTitle={s.edit}
                      deleteTitle={s.delete}
                      onEdit={() => openForm(member)}
                      onDelete={() => askDelete(member)}
                    />
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      <StaffSharingCard />

      <StaffFormDialog
        key={form.key}
        member={form.member}
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <DeleteStaffDialog member={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
