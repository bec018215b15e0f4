import { Search, Wrench } from "lucide-react";
import type { TimezoneFixResult } from "@shared/admin-catalogue-api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useFixTimezoneData } from "../api/fix-timezone-data";
import { useMaintenanceStrings, type MaintenanceStrings } from "../i18n/strings";

function AffectedTable({ result, s }: { result: TimezoneFixResult; s: MaintenanceStrings }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-plum-100 bg-white shadow-sm">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{s.affectedCaption}</caption>
        <thead className="border-b border-plum-100 bg-plum-50 text-stone-800">
          <tr>
            {[s.appointmentId, s.date, s.time, s.oldEnd, s.newEnd, s.status].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 tabular-nums">
          {result.appointments.map((row) => (
            <tr key={row.id} data-appointment-id={row.id}>
              <th scope="row" className="px-4 py-3 font-medium text-stone-900">
                #{row.id}
              </th>
              <td className="px-4 py-3">{row.appointmentDate}</td>
              <td className="px-4 py-3">{row.appointmentTime}</td>
              <td className="px-4 py-3 text-red-800">{row.oldActualEndTime}</td>
              <td className="px-4 py-3 text-emerald-800">{row.newActualEndTime}</td>
              <td className="px-4 py-3">
                <Badge className={row.status === "fixed" ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"}>
                  {s.rowStatus[row.status]}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function FixTimezonePage() {
  const s = useMaintenanceStrings();
  const check = useFixTimezoneData();
  const fix = useFixTimezoneData();

  const runCheck = () => {
    fix.reset();
    check.mutate(false, {
      onError: (error) => toast({ variant: "destructive", title: s.error, description: errorMessage(error, s.checkFailed) }),
    });
  };
  const runFix = () =>
    fix.mutate(true, {
      onSuccess: (result) => toast({ title: s.success, description: s.fixed(result.affectedCount) }),
      onError: (error) => toast({ variant: "destructive", title: s.error, description: errorMessage(error, s.fixFailed) }),
    });

  const found = check.data;
  const shown = fix.data ?? found;

  return (
    <div className="grid gap-6">
      <PageHeader title={s.timezoneTitle} description={s.timezoneIntro} descriptionClassName="max-w-3xl" />

      <div className="grid gap-4 md:grid-cols-2">
        <Card aria-labelledby="timezone-check-step">
          <CardHeader>
            <CardTitle id="timezone-check-step" className="text-lg">
              {s.checkStep}
            </CardTitle>
            {found ? <CardDescription role="status">{s.found(found.affectedCount)}</CardDescription> : null}
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={runCheck} disabled={check.isPending || fix.isPending}>
              <Search aria-hidden />
              {check.isPending ? s.checking : s.checkButton}
            </Button>
          </CardContent>
        </Card>

        {/* The fix step is offered only once a check has found end times to fix. */}
        {found && found.affectedCount > 0 ? (
          <Card aria-labelledby="timezone-fix-step" className="border-amber-200">
            <CardHeader>
              <CardTitle id="timezone-fix-step" className="text-lg">
                {s.fixStep}
              </CardTitle>
              {fix.data ? <CardDescription role="status">{s.fixed(fix.data.affectedCount)}</CardDescription> : null}
            </CardHeader>
            <CardContent>
              <Button onClick={runFix} disabled={fix.isPending || check.isPending || fix.isSuccess}>
                <Wrench aria-hidden />
                {fix.isPending ? s.fixing : s.fixButton(found.affectedCount)}
              </Button>
            </CardContent>
          </Card>
        ) : null}
      </div>

      {shown && shown.appointments.length > 0 ? <AffectedTable result={shown} s={s} /> : null}
    </div>
  );
}
