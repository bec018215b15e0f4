import { Users } from "lucide-react";
import type { AdminStats } from "@shared/admin-api";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useDashboardStrings } from "../i18n/strings";
import { relativeDayLabel } from "../utils/format";
import { formatTime, localizedName } from "@/lib/format";

interface StaffAvailabilityCardProps {
  days: AdminStats["staffAvailability"];
  today: string;
}

export function StaffAvailabilityCard({ days, today }: StaffAvailabilityCardProps) {
  const s = useDashboardStrings();
  const { language } = useI18n();
  return (
    <Card aria-labelledby="dashboard-availability-title">
      <CardHeader>
        <CardTitle id="dashboard-availability-title" className="flex items-center gap-2 text-lg">
          <Users className="size-5 text-plum-700" aria-hidden />
          {s.availabilityTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {days.length === 0 ? (
          <p className="text-sm text-stone-600">{s.availabilityEmpty}</p>
        ) : (
          <ul className="grid gap-3">
            {days.map((day) => (
              <li key={day.date} className="rounded-xl border border-stone-200 p-4" data-date={day.date}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-stone-900">
                    {relativeDayLabel(day.date, today, language, s)}
                  </h3>
                  <div className="flex items-center gap-2">
                    <span className="text-sm font-medium text-stone-700 tabular-nums">
                      {s.availableOfTotal(day.availableCount, day.totalStaff)}
                    </span>
                    {day.availableCount >= 1 ? (
                      <Badge className="bg-emerald-100 text-emerald-900">{s.available(day.availableCount)}</Badge>
                    ) : (
                      <Badge variant="muted">{s.noStaff}</Badge>
                    )}
                  </div>
                </div>
                {day.staffDetails.length > 0 ? (
                  <ul className="mt-3 grid gap-1.5 text-sm">
                    {day.staffDetails.map((member) => (
                      <li key={member.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                        <span className="font-medium text-stone-800">{localizedName(member, language)}</span>
                        <span className="text-stone-600 tabular-nums">
                          {[
                            member.startTime && member.endTime
                              ? `${formatTime(member.startTime, language)} – ${formatTime(member.endTime, language)}`
                              : null,
                            member.breakStartTime ? s.breakAt(formatTime(member.breakStartTime, language)) : s.noBreak,
                          ]
                            .filter(Boolean)
                            .join(" · ")}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
