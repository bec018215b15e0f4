import { Check, TriangleAlert } from "lucide-react";
import { useState } from "react";
import type { PublicService } from "@shared/api";
import type { AdminStaffDetail } from "@shared/admin-catalogue-api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useI18n } from "@/lib/i18n/use-i18n";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useUpdateStaffServices } from "../api/update-staff-services";
import { useQualificationStrings } from "../i18n/strings";
import { localizedName } from "@/lib/format";

interface StaffQualificationsCardProps {
  member: AdminStaffDetail;
  /** Active services, in booking-page order. */
  services: PublicService[];
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((id) => b.has(id));

export function StaffQualificationsCard({ member, services }: StaffQualificationsCardProps) {
  const s = useQualificationStrings();
  const { language } = useI18n();
  const save = useUpdateStaffServices();
  const name = localizedName(member, language);
  const activeIds = new Set(services.map((service) => service.id));
  const saved = new Set(member.serviceIds.filter((id) => activeIds.has(id)));
  // Null until the admin toggles a chip, so a background refetch never overwrites a pending edit.
  const [draft, setDraft] = useState<Set<string> | null>(null);
  const selected = draft ?? saved;
  const changed = draft !== null && !sameSet(draft, saved);

  const toggle = (serviceId: string) => {
    const next = new Set(selected);
    if (next.has(serviceId)) next.delete(serviceId);
    else next.add(serviceId);
    setDraft(next);
  };

  const submit = () => {
    // Qualifications for services that are switched off are not shown as chips; keep them.
    const hidden = member.serviceIds.filter((id) => !activeIds.has(id));
    save.mutate(
      { staffId: member.id, serviceIds: [...hidden, ...selected] },
      {
        onSuccess: () => {
          setDraft(null);
          toast({ title: s.success, description: s.saved(name) });
        },
        onError: (error) => toast({ variant: "destructive", title: s.error, description: errorMessage(error, s.saveFailed) }),
      },
    );
  };

  return (
    <li className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm" data-staff-id={member.id}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-plum-950">
          {name}
          {member.active ? null : <Badge variant="muted">{s.inactive}</Badge>}
        </h2>
        <span className="text-sm text-stone-600 tabular-nums">{s.selectedCount(selected.size)}</span>
      </div>

      <div role="group" aria-label={s.servicesLabel(name)} className="flex flex-wrap gap-2">
        {services.map((service) => {
          const on = selected.has(service.id);
          return (
            <button
              key={service.id}
              type="button"
              aria-pressed={on}
              disabled={save.isPending}
              onClick={() => toggle(service.id)}
              className={cn(
                "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600 focus-visible:ring-offset-2 disabled:opacity-60",
                on ? "border-plum-700 bg-plum-700 text-white hover:bg-plum-800" : "border-stone-300 bg-white text-stone-800 hover:bg-plum-50",
              )}
            >
              {on ? <Check className="size-4" aria-hidden /> : null}
              {localizedName(service, language)}
            </button>
          );
        })}
      </div>

      {selected.size === 0 ? (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {s.noServicesWarning}
        </p>
      ) : null}

      {changed ? (
        <div className="flex flex-wrap items-center justify-end gap-2">
          <span className="mr-auto text-sm text-stone-600">{s.unsaved}</span>
          <Button variant="outline" size="sm" onClick={() => setDraft(null)} disabled={save.isPending}>
            {s.discard}
          </Button>
          <Button size="sm" onClick={submit} disabled={save.isPending}>
            {save.isPending ? s.saving : s.save}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
